/** The parts of a `{ message, code, field? }` error body and its headers that screens act on. */
export interface HttpErrorDetails {
  /** Machine-readable code, e.g. VALIDATION_ERROR or RATE_LIMITED. */
  code?: string;
  /** The offending field of a validation error, as the server names it. */
  field?: string;
  /** From Retry-After on a 429 (or 503): how long to wait before trying again. */
  retryAfterSeconds?: number;
}

/**
 * The error every API call throws for a non-OK response. It is an Error whose message is
 * exactly `${status}: ${message}` (docs/decisions/0006-web-client-departures.md), and it also
 * carries the status, the server's code and field, and the Retry-After wait, so screens branch
 * on them without parsing text.
 */
export class HttpError<Code extends string = string> extends Error {
  readonly status: number;
  /** Narrowed to the codes an endpoint declares by `isEndpointError` (./api-client.ts). */
  readonly code?: Code;
  readonly field?: string;
  readonly retryAfterSeconds?: number;
  /** The server's message without the status prefix. */
  readonly serverMessage: string;

  constructor(status: number, message: string, details: HttpErrorDetails = {}) {
    super(`${status}: ${message}`);
    this.name = 'HttpError';
    this.status = status;
    this.serverMessage = message;
    if (details.code !== undefined) this.code = details.code as Code;
    if (details.field !== undefined) this.field = details.field;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** Retry-After in seconds; an HTTP date is turned into the seconds from now. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function detailsFromBody(bodyText: string): HttpErrorDetails {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const record = parsed as Record<string, unknown>;
    return {
      ...(typeof record.code === 'string' ? { code: record.code } : {}),
      ...(typeof record.field === 'string' && record.field !== '' ? { field: record.field } : {}),
    };
  } catch {
    return {};
  }
}

/** Message precedence from the spec: JSON message, then error, then the JSON itself, then text, then status text. */
export function errorMessageFromBody(bodyText: string, statusText: string): string {
  if (bodyText.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(bodyText);
    } catch {
      return bodyText;
    }
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const record = parsed as Record<string, unknown>;
      if (typeof record.message === 'string' && record.message !== '') return record.message;
      if (typeof record.error === 'string' && record.error !== '') return record.error;
    }
    return JSON.stringify(parsed);
  }
  return statusText || 'Request failed';
}

export async function toHttpError(response: Response): Promise<HttpError> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // A body that cannot be read still leaves the status text to report.
  }
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  return new HttpError(response.status, errorMessageFromBody(text, response.statusText), {
    ...detailsFromBody(text),
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
