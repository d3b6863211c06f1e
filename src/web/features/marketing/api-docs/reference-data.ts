import data from 'virtual:smartsplit-api-reference';
import type { ApiReference } from './api-reference';
import { groupPages, type GroupPage } from './reference-groups';

/** The server's API, distilled at build time by scripts/vite-openapi-docs.ts. */
export const apiReference = data as ApiReference;

/** The pages of the route table's /api-docs/:group, one per group of endpoints; only the prerender asks. */
export function apiGroupPages(): GroupPage[] {
  return groupPages(apiReference);
}
