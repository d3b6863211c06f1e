/**
 * Paths of the public endpoints whose callers must stay free of the API client and of zod: the
 * landing page's contact form (page weight) and the health checks of the fallback page (which
 * runs when the app itself is broken). The endpoint entries take their paths from here.
 */
export const PUBLIC_PATHS = {
  health: '/api/health',
  contact: '/api/contact',
} as const;
