/**
 * Paths of the public endpoints whose callers must stay free of the API client and of zod: the
 * public pages' islands, the contact form and the privacy policy's retention table (page weight),
 * and the health checks of the fallback page (which runs when the app itself is broken). The endpoint entries take their paths from here.
 */
export const PUBLIC_PATHS = {
  health: '/api/health',
  contact: '/api/contact',
  retention: '/api/public/retention',
} as const;
