import { inArray } from 'drizzle-orm';
import { CAMPAIGN_REQUIRED_MESSAGE, NO_RECIPIENTS_MESSAGE } from '@contract/email-campaigns';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { emailCampaignRecipients, emailCampaigns, merchants } from '@server/db/schema/index';
import { badRequest } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { campaignEmail, type CampaignRecipientMail } from './campaign-content';
import { enqueueEmails } from './outbox';

export const UNKNOWN_MERCHANT = 'Unknown merchant id';
export const UNSUBSCRIBED = 'Merchant has unsubscribed';

/**
 * How long campaign messages wait before the background worker may take them:
 * the request sends them itself straight after committing. Should it die,
 * the worker delivers them once this has passed.
 */
export const REQUEST_HEAD_START_SECONDS = 120;

const CHUNK = 500;

export interface StoreCampaignOptions {
  subject?: string;
  body?: string;
  merchantIds?: string[];
  actor: AdminActor;
}

export interface StoredCampaign {
  campaignId: string;
  /** Recipient rows in the order the ids were requested (duplicates collapsed). */
  recipientIds: string[];
  outboxIds: string[];
}

/** Requested ids, trimmed, blanks dropped, duplicates collapsed, first-seen order kept. */
export function distinctIds(ids: string[] | undefined): string[] {
  return [...new Set((ids ?? []).map((id) => id.trim()).filter((id) => id !== ''))];
}

export function checkCampaignInput({ subject, body, merchantIds }: Omit<StoreCampaignOptions, 'actor'>) {
  const cleanSubject = subject?.trim() ?? '';
  const cleanBody = body?.replace(/\s+$/, '') ?? '';
  if (cleanSubject === '' || cleanBody.trim() === '') {
    throw badRequest(CAMPAIGN_REQUIRED_MESSAGE, 'VALIDATION_ERROR', { field: cleanSubject === '' ? 'subject' : 'body' });
  }
  const ids = distinctIds(merchantIds);
  if (ids.length === 0) throw badRequest(NO_RECIPIENTS_MESSAGE, 'NO_RECIPIENTS', { field: 'merchantIds' });
  return { subject: cleanSubject, body: cleanBody, ids };
}

async function insertRecipients(tx: DbOrTx, rows: (typeof emailCampaignRecipients.$inferInsert)[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = await tx
      .insert(emailCampaignRecipients)
      .values(rows.slice(i, i + CHUNK))
      .returning({ id: emailCampaignRecipients.id, key: emailCampaignRecipients.requestedMerchantId });
    // Map back by requested id rather than trusting RETURNING's order.
    const byKey = new Map(inserted.map((r) => [r.key, r.id]));
    for (const row of rows.slice(i, i + CHUNK)) {
      const id = byKey.get(row.requestedMerchantId);
      // Only if the database stored a different text than was sent (validation refuses such ids first):
      // failing here rolls the campaign back before anything is queued or sent.
      if (id === undefined) throw new Error('A campaign recipient row came back under a different merchant id than was requested');
      ids.push(id);
    }
  }
  return ids;
}

/**
 * Stores the campaign, one recipient row per requested id and one outbox
 * message per deliverable recipient, with the audit entry, in one
 * transaction. Unknown ids are kept as FAILED and unsubscribed merchants as
 * SKIPPED, so the results account for every id the admin chose.
 */
export async function storeCampaign(ctx: AppContext, options: StoreCampaignOptions): Promise<StoredCampaign> {
  const { subject, body, ids } = checkCampaignInput(options);
  const { actor } = options;
  return ctx.database.db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(emailCampaigns)
      .values({ subject, body, createdBy: actor.id, createdByEmail: actor.email })
      .returning({ id: emailCampaigns.id });
    const campaignId = campaign!.id;

    const found = new Map<string, typeof merchants.$inferSelect>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await tx
        .select()
        .from(merchants)
        .where(inArray(merchants.merchantId, ids.slice(i, i + CHUNK)));
      for (const m of rows) found.set(m.merchantId, m);
    }

    const rows = ids.map((requested) => {
      const m = found.get(requested);
      if (!m) return { campaignId, requestedMerchantId: requested, status: 'FAILED' as const, error: UNKNOWN_MERCHANT };
      const base = { campaignId, requestedMerchantId: requested, merchantId: m.id, merchantName: m.companyName, email: m.contactEmail };
      return m.emailOptOut ? { ...base, status: 'SKIPPED' as const, error: UNSUBSCRIBED } : { ...base, status: 'PENDING' as const };
    });
    const recipientIds = await insertRecipients(tx, rows);

    const deliverable: CampaignRecipientMail[] = [];
    rows.forEach((row, i) => {
      if (row.status === 'PENDING')
        deliverable.push({ recipientId: recipientIds[i]!, merchantId: row.requestedMerchantId, companyName: row.merchantName!, email: row.email! });
    });
    const links = { baseUrl: ctx.config.publicUrl, linksKey: ctx.keys.links };
    const outboxIds = await enqueueEmails(
      tx,
      deliverable.map((r) => campaignEmail(links, { subject, body }, r)),
      { holdSeconds: REQUEST_HEAD_START_SECONDS, keys: ctx.keys },
    );

    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'email.campaign.send',
      targetType: 'email_campaign',
      targetId: campaignId,
      after: {
        subject,
        recipients: ids.length,
        queued: deliverable.length,
        unknown: rows.filter((r) => r.status === 'FAILED').length,
        skipped: rows.filter((r) => r.status === 'SKIPPED').length,
      },
    });
    return { campaignId, recipientIds, outboxIds };
  });
}
