/**
 * Consumer mailbox domains refused by the partnership contact form (docs/product-spec.md section 5: 20 domains,
 * whole domain, any letter case). The one list, read by the browser before sending and by the
 * server, which never trusts the browser. It imports nothing, so the landing page can check an
 * address without loading a validation library.
 *
 * Two come from the spec (yahoo.co.uk, tiscali.co.uk); the rest are the biggest consumer
 * mailboxes a UK business audience types: Google's, Microsoft's, Yahoo's, AOL, Apple's, UK
 * consumer ISPs' and the main privacy-mail providers.
 */
export const PERSONAL_EMAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'live.co.uk',
  'msn.com',
  'yahoo.com',
  'yahoo.co.uk',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'tiscali.co.uk',
  'protonmail.com',
  'proton.me',
] as const;

export const PERSONAL_EMAIL_MESSAGE = 'Please use a business email address for partnership enquiries.';

const blocked: ReadonlySet<string> = new Set(PERSONAL_EMAIL_DOMAINS);

/** The part after the last @, lower-cased and without a trailing dot ("gmail.com." is the same host). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase()
        .replace(/\.$/, '');
}

/**
 * Whole-domain match: `Jo@GMAIL.com` is refused, `jo@sub.gmail.com` and `jo@notgmail.com` are not
 * (a company may run its own mail on a subdomain of anything; only the consumer hosts are refused).
 */
export function isPersonalEmail(email: string): boolean {
  return blocked.has(emailDomain(email));
}
