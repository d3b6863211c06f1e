/** Builds the copy-and-paste curl commands the docs show. Pure, so the quoting is testable. */

/** Wraps text in single quotes for a POSIX shell; an embedded ' becomes '\''. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export interface CurlOptions {
  method: string;
  url: string;
  /** Shown as a placeholder; never a real secret. */
  apiKey?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export function curlCommand({ method, url, apiKey, headers = {}, body }: CurlOptions): string {
  const lines = [`curl ${method === 'GET' ? '' : `-X ${method} `}${shellQuote(url)}`];
  if (apiKey) lines.push(`-H ${shellQuote(`Authorization: Bearer ${apiKey}`)}`);
  if (body !== undefined) lines.push(`-H ${shellQuote('Content-Type: application/json')}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (body !== undefined) lines.push(`-d ${shellQuote(JSON.stringify(body, null, 2))}`);
  return lines.join(' \\\n  ');
}

/** JSON for display, two-space indented. */
export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
