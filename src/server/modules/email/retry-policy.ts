/**
 * When to try a message again, and when to give up.
 *
 * Delays double from 30 s and are capped at 6 h, with ±20% jitter so a
 * recovered mail server is not hit by every waiting message at once. With
 * MAX_ATTEMPTS = 14 the last try happens roughly a day (about 26 h) after
 * the first, which outlasts any ordinary mail-server outage.
 */
export const MAX_ATTEMPTS = 14;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;

/** Delay before the next try, after `attempts` tries have failed. `random` is injectable for tests. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const delay = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(exponent, 30));
  return Math.round(delay * (0.8 + 0.4 * random()));
}

export interface SendFailure {
  /** True when sending again cannot help (the server refused the message or mailbox for good). */
  permanent: boolean;
  /** The server's own words where there are some, for the outbox and the admin's results. */
  reason: string;
}

type MailError = Error & { code?: string; responseCode?: number; response?: string; command?: string };

const MAX_REASON = 1000;

/**
 * Reads a nodemailer error. A 5xx reply to the envelope or the message is
 * permanent ("550 5.1.1 Mailbox unknown" will never succeed). 5xx replies to
 * authentication are our configuration, not the recipient, so they stay
 * retryable: fixing SMTP_URL should let the queue drain. Connection errors,
 * timeouts and 4xx replies are transient.
 */
export function classifySendError(error: unknown): SendFailure {
  const e = (error ?? {}) as MailError;
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const reason = (typeof e.response === 'string' && e.response.trim() ? e.response.trim() : e.message || String(error)).slice(0, MAX_REASON);
  const authProblem = e.code === 'EAUTH' || e.code === 'ENOAUTH' || code === 530 || code === 534 || code === 535 || code === 538;
  const permanent = code !== undefined && code >= 500 && code < 600 && !authProblem;
  return { permanent, reason };
}
