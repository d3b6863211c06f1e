/**
 * Files the app hands to the browser as downloads, through a short-lived blob URL. Downloads of the
 * API need the session's bearer token, which a plain link cannot carry, so the caller fetches them
 * (client.fetchRaw) and passes the response here.
 */

/** Saves a blob under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the time a minute has passed; until revoked it stays in memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a fetched file under the name the caller chose. */
export async function saveDownload(response: Response, fileName: string): Promise<void> {
  saveBlob(await response.blob(), fileName);
}

/** Saves a fetched file under the name the server gave it (Content-Disposition), else the fallback. */
export async function saveResponseAsFile(response: Response, fallbackName: string): Promise<void> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), name);
}

/** Saves a value as a pretty-printed JSON file. */
export function saveJson(data: unknown, fileName: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
