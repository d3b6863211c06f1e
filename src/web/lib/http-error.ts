/**
 * The error every API call throws for a non-OK response. It is an Error whose message is
 * exactly `${status}: ${message}` (spec section 8), and it also carries the status so
 * callers can branch on 401 without parsing the message.
 */
export class HttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(`${status}: ${message}`);
    this.name = 'HttpError';
    this.status = status;
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
  return new HttpError(response.status, errorMessageFromBody(text, response.statusText));
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
