/**
 * Saves a fetched file (a response that carried the session's bearer token, which a plain link
 * cannot) under the name the server gave it, through a short-lived blob URL.
 */
export async function saveResponseAsFile(response: Response, fallbackName: string): Promise<void> {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the time a minute has passed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
