/**
 * Build-time facts injected by vite.config.ts `define`. Read through typeof so unit tests,
 * which have no define step, fall back instead of throwing a ReferenceError.
 */
declare const __SITE_URL__: string | undefined;
declare const __BUILD_TIME__: string | undefined;

export const DEFAULT_SITE_URL = 'https://smartsplit.example';

export const SITE_URL: string = typeof __SITE_URL__ === 'string' ? __SITE_URL__ : DEFAULT_SITE_URL;

export const BUILD_TIME: string | null = typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : null;

export const COMPANY_NAME = 'SmartSplit Technologies Ltd';

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path}`;
}
