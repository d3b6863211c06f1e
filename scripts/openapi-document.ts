/**
 * The server's OpenAPI document, exactly as GET /api/openapi.json serves it, produced without a
 * database: the app is built on a pool that connects lazily and is never asked to. The API docs
 * pages are rendered from its distilled form (toApiReference), so they cannot drift from the
 * routes and the contract.
 *
 * Run directly (`node --import tsx scripts/openapi-document.ts`), it prints that distilled
 * reference as JSON; the Vite plugin (scripts/vite-openapi-docs.ts) runs it so in `npm run dev`.
 * PUBLIC_URL sets the server URL the document, and so every curl example, names.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { createDatabase } from '@server/db/client';
import { toApiReference, type ApiReference, type OpenApiDocument } from '@web/features/marketing/api-docs/api-reference';

const ROOT = resolve(import.meta.dirname, '..');
export const DEFAULT_DOCS_URL = 'https://smartsplit.example';

export function docsUrl(env: Record<string, string | undefined> = process.env): string {
  return (env.PUBLIC_URL || DEFAULT_DOCS_URL).replace(/\/+$/, '');
}

export async function generateOpenApiDocument(publicUrl = docsUrl()): Promise<OpenApiDocument> {
  const { version } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string };
  // Port 1 on loopback: should anything try to query, it fails at once instead of hanging.
  const database = createDatabase('postgres://build@127.0.0.1:1/none');
  const app = await buildApp({
    config: loadConfig({ PUBLIC_URL: publicUrl, LOG_LEVEL: 'silent' }, version),
    database,
    appSecret: 'x'.repeat(40),
    logger: false,
    webDir: '/nonexistent',
  });
  try {
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
    await database.close();
  }
}

export async function generateApiReference(publicUrl = docsUrl()): Promise<ApiReference> {
  return toApiReference(await generateOpenApiDocument(publicUrl));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`${JSON.stringify(await generateApiReference())}\n`);
}
