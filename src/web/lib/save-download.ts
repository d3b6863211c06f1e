/**
 * Hands a fetched file to the browser as a download. Downloads need the session's bearer token, which
 * a plain link cannot carry, so the caller fetches it (client.fetchRaw) and passes the response here.
 */
export async function saveDownload(response: Response, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await response.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file by then; the blob is held in memory until revoked.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
