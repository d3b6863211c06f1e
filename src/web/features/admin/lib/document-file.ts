import { getDocumentFile } from '@contract/endpoints/admin-verifications';
import { adminApi } from '@web/lib/api-client';
import { clearToken, readValidToken } from '@web/lib/token-storage';

/**
 * A plain link cannot carry the admin's bearer token, so the file is fetched with it and handed
 * to the browser as a blob URL. A 401 clears the token like any other admin call (Session Expired).
 */
export async function fetchDocumentBlobUrl(documentId: string, inline: boolean): Promise<string> {
  if (readValidToken('adminToken') === null) {
    clearToken('adminToken');
    throw new Error('Your session has ended');
  }
  const response = await adminApi.fetchRaw(getDocumentFile, { params: { documentId }, query: inline ? { inline: '1' } : {} });
  return URL.createObjectURL(await response.blob());
}

/** Blob URLs hold the file in memory until revoked; a minute is ample for the tab or download to take it. */
export function revokeLater(url: string): void {
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
