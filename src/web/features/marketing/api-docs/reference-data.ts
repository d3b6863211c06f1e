import data from 'virtual:smartsplit-api-reference';
import type { ApiReference } from './api-reference';

/** The server's API, distilled at build time by scripts/vite-openapi-docs.ts. */
export const apiReference = data as ApiReference;
