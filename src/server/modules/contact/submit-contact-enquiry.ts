import type { ContactRequest } from '@contract/contact';
import { CONTACT_SUCCESS_MESSAGE } from '@contract/contact-rules';
import { isPersonalEmail, PERSONAL_EMAIL_MESSAGE } from '@contract/personal-email-domains';
import type { AppContext } from '@server/context';
import { contactSubmissions } from '@server/db/schema/index';
import { badRequest, rateLimited } from '@server/errors';
import { hit } from '../rate-limit';
import { notifyContactEnquiry } from '../notifications';
import { queueContactEmails } from './contact-emails';

// Enquiries per address: a person sends one; a script that sends more is refused for a while.
export const CONTACT_IP_LIMIT = 5;
export const CONTACT_WINDOW_SECONDS = 10 * 60;

/** Optional text: blank means "not given", stored as null rather than as an empty string. */
const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * Stores a partnership enquiry and queues the acknowledgement (and the staff notification when
 * ADMIN_NOTIFY_EMAIL is set) in one transaction. Every attempt that passes schema validation
 * counts towards the per-address limit, refused domains included, so the check cannot be probed
 * for free.
 */
export async function submitContactEnquiry(ctx: AppContext, { input, ip }: { input: ContactRequest; ip: string }) {
  const { db } = ctx.database;
  const limit = await hit(db, { key: `contact:ip:${ip}`, limit: CONTACT_IP_LIMIT, windowSeconds: CONTACT_WINDOW_SECONDS });
  if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds, (wait) => `Too many enquiries from your network. Please try again ${wait}.`);
  if (isPersonalEmail(input.email)) throw badRequest(PERSONAL_EMAIL_MESSAGE, 'PERSONAL_EMAIL_DOMAIN', { field: 'email' });

  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        company: orNull(input.company),
        interestType: input.interestType,
        message: orNull(input.message),
      })
      .returning();
    await queueContactEmails(tx, ctx.config, { ...row!, interestType: row!.interestType });
    await notifyContactEnquiry(tx, ctx, row!);
  });
  return { success: true as const, message: CONTACT_SUCCESS_MESSAGE };
}
