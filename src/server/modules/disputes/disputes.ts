import { createHash, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_DISPUTE_DAYS,
  MAX_EVIDENCE_FILES,
  type AdminDispute,
  type AdminDisputeDetail,
  type Dispute,
  type DisputeDetail,
  type DisputeFigures,
  type DisputeReason,
  type DisputeStatus,
  type OpenDisputeRequest,
} from '@contract/disputes';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import type { DisputeHistoryEntry } from '@server/db/schema/disputes';
import { cursorTs, isoTs, whereAll } from '@server/db/keyset';
import { AppError, badRequest, conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor, type MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit/record-audit';
import { decryptFile, encryptFile } from '../auth/field-crypto';
import { ref } from '../auth/encrypted-columns';
import { queueMerchantEmail } from '../email/merchant-emails';
import { recordEvent } from '../events/record-event';
import { decodeTextCursor, encodeCursor } from '../ledger/ids';
import { randomAlphanumeric } from '../auth/api-key-secrets';
import { notify } from '../notifications/notify';
import { getPlatformSettings } from '../settings/platform-settings';
import { checkUploadedFile } from '../verification/detect-file-type';
import type { DocumentUpload } from '../verification/read-document-upload';
import { fallbackFileName, sanitiseFileName } from '../verification/sanitise-file-name';

/**
 * Disputes per split leg (docs/decisions/0020). Each status change is, in one transaction: the
 * dispute row and its history, balanced ledger entries (a group per movement), an audit row, an
 * email to the merchant and, when the dispute opens or closes, an event.
 */

type Who = { kind: 'admin'; actor: AdminActor } | { kind: 'merchant'; principal: MerchantPrincipal } | { kind: 'system' };

const historyBy = (who: Who) => (who.kind === 'admin' ? 'SmartSplit' : who.kind === 'merchant' ? who.principal.email : 'system');
const auditWho = (who: Who) =>
  who.kind === 'admin'
    ? auditActor(who.actor)
    : who.kind === 'merchant'
      ? { actorType: 'merchant' as const, actorId: who.principal.userId, actorEmail: who.principal.email }
      : { actorType: 'system' as const };

interface Leg {
  cardId: string;
  brand: string;
  last4: string;
  amount: number;
}

type Row = {
  id: string;
  merchant_db_id: string;
  merchant_id: string;
  company_name: string;
  contact_email: string;
  txn_public: string;
  card_id: string;
  amount: string;
  reason: DisputeReason;
  status: DisputeStatus;
  due_by: string;
  evidence_text: string;
  submitted_at: string | null;
  closed_at: string | null;
  created_at: string;
  history: DisputeHistoryEntry[];
  splits: Leg[];
  payment_amount: string;
  category: string;
  payment_created_at: string;
  cursor_ts: string;
};

const COLUMNS = sql`d.id, d.merchant_id as merchant_db_id, m.merchant_id, m.company_name, m.contact_email, t.transaction_id as txn_public, d.card_id,
  d.amount::text as amount, d.reason, d.status, ${isoTs(sql`d.due_by`)} as due_by, d.evidence_text,
  ${isoTs(sql`d.submitted_at`)} as submitted_at, ${isoTs(sql`d.closed_at`)} as closed_at, ${isoTs(sql`d.created_at`)} as created_at,
  d.history, t.splits, t.amount::text as payment_amount, t.category, ${isoTs(sql`t.created_at`)} as payment_created_at,
  ${cursorTs(sql`d.due_by`)} as cursor_ts`;
const FROM = sql`disputes d join transactions t on t.id = d.transaction_id join merchants m on m.id = d.merchant_id`;

function toDispute(r: Row): Dispute {
  const leg = r.splits.find((s) => s.cardId === r.card_id);
  return {
    id: r.id,
    transactionId: r.txn_public,
    cardId: r.card_id,
    cardBrand: (leg?.brand as Dispute['cardBrand']) ?? null,
    cardLast4: leg?.last4 ?? null,
    legAmount: leg?.amount ?? 0,
    amount: Number(r.amount),
    currency: 'GBP',
    reason: r.reason,
    status: r.status,
    dueBy: r.due_by,
    submittedAt: r.submitted_at,
    closedAt: r.closed_at,
    createdAt: r.created_at,
  };
}
const toAdmin = (r: Row): AdminDispute => ({ ...toDispute(r), merchantId: r.merchant_id, companyName: r.company_name });

async function filesOf(db: DbOrTx, disputeId: string) {
  const { rows } = await db.execute<{ id: string; file_name: string; mime_type: 'application/pdf' | 'image/jpeg' | 'image/png'; size_bytes: number; uploaded_at: string }>(sql`
    select id, file_name, mime_type, size_bytes, ${isoTs(sql`created_at`)} as uploaded_at from dispute_files where dispute_id = ${disputeId} order by created_at, id`);
  return rows.map((f) => ({ id: f.id, fileName: f.file_name, mimeType: f.mime_type, sizeBytes: f.size_bytes, uploadedAt: f.uploaded_at }));
}

async function toDetail(db: DbOrTx, r: Row): Promise<DisputeDetail> {
  return {
    ...toDispute(r),
    evidenceText: r.evidence_text,
    files: await filesOf(db, r.id),
    history: r.history,
    payment: {
      amount: Number(r.payment_amount),
      category: r.category,
      createdAt: r.payment_created_at,
      legs: r.splits.map((s) => ({ cardId: s.cardId, brand: s.brand, last4: s.last4, amount: s.amount })),
    },
  };
}

async function loadRow(db: DbOrTx, disputeId: string, opts: { merchantDbId?: string; lock?: boolean } = {}): Promise<Row> {
  const { rows } = await db.execute<Row>(sql`select ${COLUMNS} from ${FROM} where d.id = ${disputeId}
    ${opts.merchantDbId ? sql`and d.merchant_id = ${opts.merchantDbId}::uuid` : sql``} ${opts.lock ? sql`for update of d` : sql``}`);
  if (!rows[0]) throw notFound('Dispute not found', 'DISPUTE_NOT_FOUND');
  return rows[0];
}

export async function getAdminDispute(db: DbOrTx, disputeId: string): Promise<AdminDisputeDetail> {
  const r = await loadRow(db, disputeId);
  return { ...(await toDetail(db, r)), merchantId: r.merchant_id, companyName: r.company_name };
}

export async function getMerchantDispute(db: DbOrTx, merchantDbId: string, disputeId: string): Promise<DisputeDetail> {
  return toDetail(db, await loadRow(db, disputeId, { merchantDbId }));
}

/** One balanced ledger group: `amount` moves from one account to the other. */
async function move(db: DbOrTx, r: { id: string; merchant_db_id: string }, step: string, kind: string, from: string, to: string, amount: number) {
  if (amount === 0) return;
  await db.execute(sql`insert into ledger_entries (group_id, kind, account, merchant_id, amount) values
    (md5(${r.id} || ':' || ${step})::uuid, ${kind}, ${from}, ${r.merchant_db_id}::uuid, ${-amount}),
    (md5(${r.id} || ':' || ${step})::uuid, ${kind}, ${to}, ${r.merchant_db_id}::uuid, ${amount})`);
}

/**
 * The money of a status change (docs/decisions/0020): opening holds the amount out of the
 * merchant's payable; WON gives it back; LOST and ACCEPTED send the hold to dispute_losses and charge
 * the dispute fee from the payable.
 */
async function moveMoney(db: DbOrTx, r: Row, to: DisputeStatus, fee: number) {
  const amount = Number(r.amount);
  if (to === 'NEEDS_RESPONSE') await move(db, r, 'OPENED', 'DISPUTE_OPENED', 'merchant_payable', 'dispute_hold', amount);
  if (to === 'WON') await move(db, r, 'WON', 'DISPUTE_WON', 'dispute_hold', 'merchant_payable', amount);
  if (to === 'LOST' || to === 'ACCEPTED') {
    await move(db, r, 'LOST', 'DISPUTE_LOST', 'dispute_hold', 'dispute_losses', amount);
    await move(db, r, 'FEE', 'DISPUTE_FEE', 'merchant_payable', 'dispute_fees', fee);
  }
}

const CLOSED: readonly DisputeStatus[] = ['WON', 'LOST', 'ACCEPTED'];

/** Applies a status change to a locked row, with its money, history, audit, email and event. */
async function changeStatus(ctx: AppContext, tx: DbOrTx, r: Row, to: DisputeStatus, who: Who, note?: string): Promise<Row> {
  const { disputeFee } = await getPlatformSettings(tx);
  const entry: DisputeHistoryEntry = { status: to, at: new Date().toISOString(), by: historyBy(who), ...(note ? { note } : {}) };
  await tx.execute(sql`update disputes set status = ${to}, history = history || ${JSON.stringify([entry])}::jsonb, updated_at = now(),
      submitted_at = ${to === 'UNDER_REVIEW' ? sql`now()` : sql`submitted_at`},
      closed_at = ${CLOSED.includes(to) ? sql`now()` : sql`closed_at`}
    where id = ${r.id}`);
  await moveMoney(tx, r, to, disputeFee);
  const after = await loadRow(tx, r.id);
  const view = toDispute(after);
  await recordAudit(tx, {
    ...auditWho(who),
    action: `disputes.${to.toLowerCase()}`,
    targetType: 'dispute',
    targetId: r.id,
    before: { status: r.status },
    after: { status: to, amount: view.amount, ...(CLOSED.includes(to) && to !== 'WON' ? { fee: disputeFee } : {}), ...(note ? { note } : {}) },
  });
  await queueMerchantEmail(tx, ctx.config.publicUrl, r.contact_email, {
    kind: 'dispute-update',
    companyName: r.company_name,
    disputeId: r.id,
    transactionId: r.txn_public,
    amount: view.amount,
    fee: disputeFee,
    status: to,
    dueBy: view.dueBy,
  });
  if (CLOSED.includes(to)) await recordEvent(tx, { merchantDbId: r.merchant_db_id, mode: 'live', type: 'dispute.closed', data: view });
  return after;
}

/** Opens a dispute on one leg of a completed live payment and holds its amount. */
export async function openDispute(ctx: AppContext, { body, actor }: { body: OpenDisputeRequest; actor: AdminActor }): Promise<AdminDisputeDetail> {
  return ctx.database.db.transaction(async (tx) => {
    const { rows: payments } = await tx.execute<{ id: string; merchant_id: string; mode: string; status: string; splits: Leg[] }>(sql`
      select id, merchant_id, mode, status, splits from transactions where transaction_id = ${body.transactionId}`);
    const payment = payments[0];
    if (!payment) throw notFound('Transaction not found', 'TRANSACTION_NOT_FOUND');
    if (payment.mode !== 'live' || payment.status !== 'COMPLETED') {
      throw conflict('Only a completed live payment can be disputed', 'PAYMENT_NOT_DISPUTABLE');
    }
    const leg = payment.splits.find((s) => s.cardId === body.cardId);
    if (!leg) throw badRequest(`cardId: the payment has no leg on card ${body.cardId}`, 'VALIDATION_ERROR', { field: 'cardId' });
    if (body.amount > leg.amount) throw badRequest(`amount: at most the leg’s amount (${leg.amount} pence)`, 'VALIDATION_ERROR', { field: 'amount' });
    if (body.dueBy !== undefined) {
      const due = Date.parse(body.dueBy);
      if (due <= Date.now()) throw badRequest('dueBy must be in the future', 'VALIDATION_ERROR', { field: 'dueBy' });
      if (due > Date.now() + 90 * 86_400_000) throw badRequest('dueBy must be within 90 days', 'VALIDATION_ERROR', { field: 'dueBy' });
    }
    // One opener per payment at a time, so two disputes on one leg cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('smartsplit:dispute:' || ${payment.id}, 0))`);
    const { rows: used } = await tx.execute<{ total: string }>(sql`
      select coalesce(sum(amount), 0)::text as total from disputes
       where transaction_id = ${payment.id}::uuid and card_id = ${body.cardId} and status in ('NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED')`);
    const left = leg.amount - Number(used[0]!.total);
    if (body.amount > left) {
      throw new AppError('LEG_AMOUNT_EXCEEDED', 409, `amount: only ${left} pence of this leg is not already disputed`, { field: 'amount' });
    }
    const id = `dp_${randomAlphanumeric(20)}`;
    const entry: DisputeHistoryEntry = { status: 'NEEDS_RESPONSE', at: new Date().toISOString(), by: 'SmartSplit', note: `Opened: ${body.reason}` };
    await tx.execute(sql`insert into disputes (id, merchant_id, transaction_id, card_id, amount, reason, status, due_by, history, created_by)
      values (${id}, ${payment.merchant_id}::uuid, ${payment.id}::uuid, ${body.cardId}, ${body.amount}, ${body.reason}, 'NEEDS_RESPONSE',
        ${body.dueBy ? sql`${body.dueBy}::timestamptz` : sql`now() + make_interval(days => ${DEFAULT_DISPUTE_DAYS})`},
        ${JSON.stringify([entry])}::jsonb, ${actor.id}::uuid)`);
    const r = await loadRow(tx, id);
    const { disputeFee } = await getPlatformSettings(tx);
    await moveMoney(tx, r, 'NEEDS_RESPONSE', disputeFee);
    const view = toDispute(r);
    await recordAudit(tx, { ...auditActor(actor), action: 'disputes.open', targetType: 'dispute', targetId: id, after: { ...body, merchantId: r.merchant_id, dueBy: view.dueBy } });
    await queueMerchantEmail(tx, ctx.config.publicUrl, r.contact_email, {
      kind: 'dispute-update',
      companyName: r.company_name,
      disputeId: id,
      transactionId: r.txn_public,
      amount: view.amount,
      fee: disputeFee,
      status: 'NEEDS_RESPONSE',
      dueBy: view.dueBy,
    });
    await notify(tx, ctx, {
      audience: 'merchant',
      type: 'dispute.opened',
      merchantDbId: r.merchant_db_id,
      title: `Payment ${r.txn_public} disputed`,
      body: `£${(view.amount / 100).toFixed(2)} is disputed; respond by ${new Date(view.dueBy).toUTCString()}.`,
      link: '/merchant-portal/disputes',
      data: { disputeId: id },
    });
    await recordEvent(tx, { merchantDbId: r.merchant_db_id, mode: 'live', type: 'dispute.created', data: view });
    return { ...(await toDetail(tx, r)), merchantId: r.merchant_id, companyName: r.company_name };
  });
}

/** An admin decides a dispute under review. */
export async function decideDispute(ctx: AppContext, { disputeId, outcome, actor }: { disputeId: string; outcome: 'WON' | 'LOST'; actor: AdminActor }): Promise<AdminDisputeDetail> {
  return ctx.database.db.transaction(async (tx) => {
    const r = await loadRow(tx, disputeId, { lock: true });
    if (r.status !== 'UNDER_REVIEW') throw conflict(`A ${r.status} dispute cannot be decided; only one under review can`, 'INVALID_DISPUTE_TRANSITION');
    const after = await changeStatus(ctx, tx, r, outcome, { kind: 'admin', actor });
    return { ...(await toDetail(tx, after)), merchantId: after.merchant_id, companyName: after.company_name };
  });
}

const needsResponse = (r: Row) => {
  if (r.status !== 'NEEDS_RESPONSE') throw conflict(`This dispute is ${r.status}; its evidence can no longer change`, 'DISPUTE_READ_ONLY');
};

/** Merchant actions on its own dispute while it needs a response. */
async function merchantChange<T>(ctx: AppContext, principal: MerchantPrincipal, disputeId: string, fn: (tx: DbOrTx, r: Row) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(async (tx) => {
    const r = await loadRow(tx, disputeId, { merchantDbId: principal.merchantDbId, lock: true });
    needsResponse(r);
    return fn(tx, r);
  });
}

export async function saveEvidence(ctx: AppContext, { principal, disputeId, text }: { principal: MerchantPrincipal; disputeId: string; text: string }): Promise<DisputeDetail> {
  return merchantChange(ctx, principal, disputeId, async (tx, r) => {
    await tx.execute(sql`update disputes set evidence_text = ${text}, updated_at = now() where id = ${r.id}`);
    await recordAudit(tx, { ...auditWho({ kind: 'merchant', principal }), action: 'disputes.evidence_saved', targetType: 'dispute', targetId: r.id, after: { length: text.length } });
    return toDetail(tx, await loadRow(tx, r.id));
  });
}

export async function addEvidenceFile(ctx: AppContext, { principal, disputeId, upload }: { principal: MerchantPrincipal; disputeId: string; upload: DocumentUpload }) {
  if (upload.documentType !== undefined) throw badRequest('Unknown field: documentType', 'VALIDATION_ERROR', { field: 'documentType' });
  if (!upload.file) throw badRequest('file is required: attach a PDF, JPEG or PNG in the field named file', 'VALIDATION_ERROR', { field: 'file' });
  const { bytes, contentType } = upload.file;
  if (bytes.length === 0) throw badRequest('The file is empty', 'EMPTY_FILE', { field: 'file' });
  const cleanedName = sanitiseFileName(upload.file.fileName);
  const detected = checkUploadedFile(bytes, cleanedName, contentType);
  const fileName = cleanedName ?? fallbackFileName(detected.extensions[0]!);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return merchantChange(ctx, principal, disputeId, async (tx, r) => {
    const { rows: count } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from dispute_files where dispute_id = ${r.id}`);
    if (count[0]!.n >= MAX_EVIDENCE_FILES) throw conflict(`At most ${MAX_EVIDENCE_FILES} files can be attached; remove one first`, 'TOO_MANY_FILES');
    // The id is chosen here: the encrypted content's associated data names its row (docs/decisions/0024).
    const fileRowId = randomUUID();
    const content = encryptFile(ctx.keys.fieldEncryption, bytes, ref('dispute_files.content', fileRowId));
    const { rows } = await tx.execute<{ id: string }>(sql`insert into dispute_files (id, dispute_id, file_name, mime_type, size_bytes, sha256, content)
      values (${fileRowId}::uuid, ${r.id}, ${fileName}, ${detected.mimeType}, ${bytes.length}, ${sha256}, ${content}) returning id`);
    await recordAudit(tx, {
      ...auditWho({ kind: 'merchant', principal }),
      action: 'disputes.file_added',
      targetType: 'dispute',
      targetId: r.id,
      after: { fileId: rows[0]!.id, fileName, mimeType: detected.mimeType, sizeBytes: bytes.length, sha256 },
    });
    const file = (await filesOf(tx, r.id)).find((f) => f.id === rows[0]!.id)!;
    return { file, message: `${fileName} attached` };
  });
}

export async function removeEvidenceFile(ctx: AppContext, { principal, disputeId, fileId }: { principal: MerchantPrincipal; disputeId: string; fileId: string }): Promise<DisputeDetail> {
  return merchantChange(ctx, principal, disputeId, async (tx, r) => {
    const { rows } = await tx.execute<{ file_name: string }>(sql`delete from dispute_files where id = ${fileId}::uuid and dispute_id = ${r.id} returning file_name`);
    if (!rows[0]) throw notFound('File not found', 'FILE_NOT_FOUND');
    await recordAudit(tx, { ...auditWho({ kind: 'merchant', principal }), action: 'disputes.file_removed', targetType: 'dispute', targetId: r.id, after: { fileId, fileName: rows[0].file_name } });
    return toDetail(tx, await loadRow(tx, r.id));
  });
}

export async function submitDispute(ctx: AppContext, { principal, disputeId }: { principal: MerchantPrincipal; disputeId: string }): Promise<DisputeDetail> {
  return merchantChange(ctx, principal, disputeId, async (tx, r) => {
    const files = await filesOf(tx, r.id);
    if (!r.evidence_text.trim() && files.length === 0) {
      throw badRequest('Write a statement or attach a file before submitting', 'EVIDENCE_REQUIRED', { field: 'text' });
    }
    return toDetail(tx, await changeStatus(ctx, tx, r, 'UNDER_REVIEW', { kind: 'merchant', principal }));
  });
}

export async function acceptDispute(ctx: AppContext, { principal, disputeId }: { principal: MerchantPrincipal; disputeId: string }): Promise<DisputeDetail> {
  return merchantChange(ctx, principal, disputeId, async (tx, r) => toDetail(tx, await changeStatus(ctx, tx, r, 'ACCEPTED', { kind: 'merchant', principal })));
}

/** An evidence file's bytes for staff; every view is audited. */
export async function getEvidenceFile(ctx: AppContext, { disputeId, fileId, actor }: { disputeId: string; fileId: string; actor: AdminActor }) {
  return ctx.database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; file_name: string; mime_type: 'application/pdf' | 'image/jpeg' | 'image/png'; content: Buffer }>(sql`
      select id::text as id, file_name, mime_type, content from dispute_files where id = ${fileId}::uuid and dispute_id = ${disputeId}`);
    if (!rows[0]) throw notFound('File not found', 'FILE_NOT_FOUND');
    const content = decryptFile(ctx.keys.fieldEncryption, rows[0].content, ref('dispute_files.content', rows[0].id));
    await recordAudit(tx, { ...auditActor(actor), action: 'disputes.file_view', targetType: 'dispute', targetId: disputeId, after: { fileId } });
    return { fileName: rows[0].file_name, mimeType: rows[0].mime_type, content };
  });
}

/** The queue, soonest due first (keyset on due_by, id). */
export async function listDisputes(
  db: DbOrTx,
  q: { status?: DisputeStatus; reason?: DisputeReason; merchantDbId?: string; limit: number; cursor?: string },
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const key = decodeTextCursor(q.cursor);
  const conditions: (SQL | undefined)[] = [
    q.status ? sql`d.status = ${q.status}` : undefined,
    q.reason ? sql`d.reason = ${q.reason}` : undefined,
    q.merchantDbId ? sql`d.merchant_id = ${q.merchantDbId}::uuid` : undefined,
    key ? sql`(d.due_by, d.id) > (${key.ts}::timestamptz, ${key.id})` : undefined,
  ];
  const { rows } = await db.execute<Row>(sql`select ${COLUMNS} from ${FROM} where ${whereAll(conditions)} order by d.due_by, d.id limit ${q.limit + 1}`);
  if (rows.length <= q.limit) return { rows, nextCursor: null };
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeCursor({ ts: last.cursor_ts, id: last.id }) };
}

export const adminDisputeList = async (db: DbOrTx, q: Parameters<typeof listDisputes>[1]) => {
  const { rows, nextCursor } = await listDisputes(db, q);
  return { disputes: rows.map(toAdmin), nextCursor };
};
export const merchantDisputeList = async (db: DbOrTx, merchantDbId: string, q: { status?: DisputeStatus; limit: number; cursor?: string }) => {
  const { rows, nextCursor } = await listDisputes(db, { ...q, merchantDbId });
  return { disputes: rows.map(toDispute), nextCursor };
};

/** The section's figures, from the stored disputes. */
export async function disputeFigures(db: DbOrTx): Promise<DisputeFigures> {
  const { rows } = await db.execute<{ open: number; due: number; closed: number; won: number; lost: string }>(sql`
    select count(*) filter (where status in ('NEEDS_RESPONSE', 'UNDER_REVIEW'))::int as open,
           count(*) filter (where status = 'NEEDS_RESPONSE' and due_by <= now() + interval '48 hours')::int as due,
           count(*) filter (where status in ('WON', 'LOST', 'ACCEPTED'))::int as closed,
           count(*) filter (where status = 'WON')::int as won,
           coalesce(sum(amount) filter (where status in ('LOST', 'ACCEPTED')), 0)::text as lost
      from disputes`);
  const r = rows[0]!;
  return { open: r.open, dueWithin48h: r.due, closed: r.closed, wonRate: r.closed ? r.won / r.closed : null, lostAmount: Number(r.lost) };
}

/**
 * The job: every dispute still needing a response after its dueBy is LOST, with its money, audit
 * and email. Each in its own transaction; a row another instance holds is skipped this time.
 */
export async function expireOverdueDisputes(ctx: AppContext): Promise<number> {
  let done = 0;
  for (;;) {
    const changed = await ctx.database.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: string }>(sql`select id from disputes where status = 'NEEDS_RESPONSE' and due_by <= now()
        order by due_by limit 1 for update skip locked`);
      if (!rows[0]) return false;
      const r = await loadRow(tx, rows[0].id, { lock: true });
      await changeStatus(ctx, tx, r, 'LOST', { kind: 'system' }, 'No evidence before the due date');
      return true;
    });
    if (!changed) return done;
    done += 1;
  }
}

/** Tells staff once per dispute when one needing a response is due within 48 hours. */
export async function notifyDisputesDueSoon(ctx: AppContext): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; amount: string; due_by: string; company_name: string }>(sql`
      update disputes d set due_soon_notified_at = now() from merchants m
       where m.id = d.merchant_id and d.status = 'NEEDS_RESPONSE' and d.due_soon_notified_at is null
         and d.due_by <= now() + interval '48 hours' and d.due_by > now()
      returning d.id, d.amount::text as amount, ${isoTs(sql`d.due_by`)} as due_by, m.company_name`);
    for (const r of rows) {
      await notify(tx, ctx, {
        audience: 'admin',
        type: 'dispute.due_soon',
        title: `Dispute ${r.id} is due soon`,
        body: `${r.company_name}: £${(Number(r.amount) / 100).toFixed(2)}, due ${new Date(r.due_by).toUTCString()}.`,
        link: '/admin/disputes',
        data: { disputeId: r.id },
      });
    }
    return rows.length;
  });
}
