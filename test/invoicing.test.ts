import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, invoices, merchantUsers, verificationDetails } from '@server/db/schema/index';
import { encryptField } from '@server/modules/auth';
import { ref, type EncryptedColumnName } from '@server/modules/auth';
import { createEmailWorker } from '@server/modules/email';
import { draftMonthlyInvoices, takeInvoiceNumber, addMonths, monthOf, REVERSE_CHARGE_NOTE } from '@server/modules/invoicing';
import { adminTokensByRole, payment, storePayments } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Acceptance 3 and 4 (invoice part): monthly drafts from stored live payments, gapless numbering,
 * VAT per the rules, a real PDF, immutability (409 and the database trigger), credit notes, the
 * email with the PDF attached (delivered to a real SMTP server), and access by role and merchant.
 */

let sink: SmtpSink;
let t: TestApp;
let tokens: Record<'SUPER_ADMIN' | 'FINANCE' | 'SUPPORT' | 'OPERATIONS', string>;
let gb: MerchantFixture;
let ie: MerchantFixture;
let us: MerchantFixture;
let testOnly: MerchantFixture;

const now = new Date();
const YEAR = now.getUTCFullYear();
const LAST_MONTH = addMonths(monthOf(now), -1);
const number = (n: number) => `SS-${YEAR}-${String(n).padStart(6, '0')}`;
const at = (month: string, day: number) => new Date(`${month}-${String(day).padStart(2, '0')}T12:00:00Z`);

async function withDetails(m: MerchantFixture, country: 'GB' | 'IE' | 'US', taxId: string): Promise<void> {
  const enc = (v: string, column: EncryptedColumnName) => encryptField(t.app.ctx.keys.fieldEncryption, v, ref(column, m.merchantDbId));
  await t.db.insert(verificationDetails).values({
    merchantId: m.merchantDbId,
    registrationNumber: '12345678',
    taxIdEnc: enc(taxId, 'verification_details.tax_id_enc'),
    bankAccountNumberEnc: enc('12345678', 'verification_details.bank_account_number_enc'),
    bankSortCodeEnc: enc('12-34-56', 'verification_details.bank_sort_code_enc'),
    businessAddress: '1 Example Street',
    city: 'Exampleton',
    postcode: 'EX1 2MP',
    country,
  });
}

/** Live completed payments with these fees in the month, plus noise that must never be invoiced. */
async function feesIn(m: MerchantFixture, month: string, fees: number[]): Promise<void> {
  await storePayments(t, [
    ...fees.map((feeAmount, i) => payment(m.merchantDbId, { feeAmount, amount: feeAmount * 200, createdAt: at(month, 2 + i) })),
    payment(m.merchantDbId, { status: 'DECLINED', createdAt: at(month, 5) }),
    payment(m.merchantDbId, { mode: 'test', feeAmount: 999, createdAt: at(month, 6) }),
  ]);
}

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, role: keyof typeof tokens = 'FINANCE') =>
  call(t.app, method, url, { token: tokens[role], body });

async function draftFor(m: MerchantFixture, month: string) {
  const res = await admin('POST', '/api/admin/invoices', { merchantId: m.merchantId, month });
  expect(res.status, res.body).toBe(201);
  return res.json;
}

async function pdfOf(id: string, token = tokens.FINANCE, base = '/api/admin/invoices') {
  const res = await t.app.inject({ method: 'GET', url: `${base}/${id}/pdf`, headers: { authorization: `Bearer ${token}` } });
  return res;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'https://smartsplit.example' });
  tokens = await adminTokensByRole(t, 'invoicing', { roles: ['SUPER_ADMIN', 'FINANCE', 'SUPPORT', 'OPERATIONS'], signIn: 'mint' });
  gb = await createMerchantFixture(t);
  ie = await createMerchantFixture(t);
  us = await createMerchantFixture(t);
  testOnly = await createMerchantFixture(t);
  await withDetails(gb, 'GB', 'GB123456789');
  await withDetails(ie, 'IE', 'IE1234567T');
  // us has no verified details: billed as GB (UK VAT).
  await feesIn(gb, LAST_MONTH, [63, 125, 61]); // 249p: VAT 49.8 -> 50p
  await feesIn(ie, LAST_MONTH, [1000, 2345]);
  await storePayments(t, [payment(testOnly.merchantDbId, { mode: 'test', feeAmount: 500, createdAt: at(LAST_MONTH, 3) })]);
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('monthly drafts', () => {
  it('drafts one invoice per merchant with live fees last month, from live completed payments only, once', async () => {
    const first = await draftMonthlyInvoices(t.app.ctx, now);
    expect(first).toEqual({ month: LAST_MONTH, drafted: 2 });
    expect(await draftMonthlyInvoices(t.app.ctx, now)).toEqual({ month: LAST_MONTH, drafted: 0 });

    const list = await admin('GET', `/api/admin/invoices?month=${LAST_MONTH}&status=DRAFT`);
    expect(list.status).toBe(200);
    const byMerchant = Object.fromEntries(list.json.invoices.map((i: { merchantId: string }) => [i.merchantId, i]));
    expect(Object.keys(byMerchant).sort()).toEqual([gb.merchantId, ie.merchantId].sort());
    expect(byMerchant[gb.merchantId]).toMatchObject({
      number: null,
      status: 'DRAFT',
      kind: 'INVOICE',
      subtotal: 249,
      vatAmount: 50,
      total: 299,
      vatTreatment: 'UK_STANDARD',
    });

    const detail = await admin('GET', `/api/admin/invoices/${byMerchant[gb.merchantId].id}`);
    expect(detail.json.lines).toEqual([expect.objectContaining({ quantity: 3, netAmount: 249, vatRatePercent: 20, vatAmount: 50, totalAmount: 299 })]);
    expect(detail.json.lines[0].description).toContain('3 completed live payments');
  });

  it('an admin drafts a past month; the current month, a duplicate, an empty month and an unknown merchant are refused', async () => {
    const month = addMonths(LAST_MONTH, -1);
    await feesIn(us, month, [40]);
    const draft = await draftFor(us, month);
    expect(draft).toMatchObject({
      status: 'DRAFT',
      subtotal: 40,
      vatAmount: 8,
      total: 48,
      vatTreatment: 'UK_STANDARD',
      billing: { country: null, hasTaxId: false },
    });

    expect((await admin('POST', '/api/admin/invoices', { merchantId: us.merchantId, month })).json.code).toBe('INVOICE_EXISTS');
    const current = await admin('POST', '/api/admin/invoices', { merchantId: us.merchantId, month: monthOf(now) });
    expect(current).toMatchObject({ status: 400, json: { code: 'MONTH_NOT_OVER', field: 'month' } });
    const empty = await admin('POST', '/api/admin/invoices', { merchantId: us.merchantId, month: addMonths(LAST_MONTH, -6) });
    expect(empty).toMatchObject({ status: 409, json: { code: 'NOTHING_TO_INVOICE' } });
    const testFees = await admin('POST', '/api/admin/invoices', { merchantId: testOnly.merchantId, month: LAST_MONTH });
    expect(testFees.json.code).toBe('NOTHING_TO_INVOICE');
    expect((await admin('POST', '/api/admin/invoices', { merchantId: 'mch_nobody', month })).status).toBe(404);
    expect((await admin('POST', '/api/admin/invoices', { merchantId: us.merchantId, month: '2026-13' })).status).toBe(400);
  });
});

describe('finalising', () => {
  let gbInvoice: string;

  it('gives the next gapless number, 20% VAT for GB, a stored PDF, and lets only drafts change', async () => {
    const list = await admin('GET', `/api/admin/invoices?merchantId=${gb.merchantId}`);
    gbInvoice = list.json.invoices[0].id;
    const patched = await admin('PATCH', `/api/admin/invoices/${gbInvoice}`, { notes: 'Thank you for your business', dueDate: '2099-01-31' });
    expect(patched.json).toMatchObject({ notes: 'Thank you for your business', dueDate: '2099-01-31' });

    const res = await admin('POST', `/api/admin/invoices/${gbInvoice}/finalise`);
    expect(res.status, res.body).toBe(200);
    expect(res.json).toMatchObject({ number: number(1), status: 'FINALISED', subtotal: 249, vatAmount: 50, total: 299, vatNote: null, dueDate: '2099-01-31' });
    expect(res.json.issuedAt).toBeTruthy();

    const pdf = await pdfOf(gbInvoice);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${number(1)}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe(`Invoice ${number(1)}`);
    // The stored bytes are served as issued, every time.
    expect((await pdfOf(gbInvoice)).rawPayload.equals(pdf.rawPayload)).toBe(true);

    for (const body of [{ notes: 'changed' }, { dueDate: '2099-02-01' }]) {
      const again = await admin('PATCH', `/api/admin/invoices/${gbInvoice}`, body);
      expect(again).toMatchObject({ status: 409, json: { code: 'INVOICE_FINALISED' } });
    }
    expect((await admin('POST', `/api/admin/invoices/${gbInvoice}/finalise`)).json.code).toBe('INVOICE_FINALISED');
  });

  it('the database itself refuses a change to a finalised invoice, its lines or its PDF', async () => {
    /** The trigger's message, which the driver error carries as its cause. */
    const refusal = async (work: Promise<unknown>) => {
      const err = await work.then(
        () => null,
        (e: unknown) => e as Error & { cause?: Error },
      );
      expect(err, 'the statement should have been refused').not.toBeNull();
      return err!.cause?.message ?? err!.message;
    };
    expect(await refusal(t.db.update(invoices).set({ total: 1 }).where(eq(invoices.id, gbInvoice)))).toMatch(/is finalised and cannot be changed/);
    expect(await refusal(t.db.update(invoices).set({ status: 'DRAFT' }).where(eq(invoices.id, gbInvoice)))).toMatch(/is finalised and cannot be changed/);
    expect(await refusal(t.db.execute(sql`update invoice_lines set net_amount = 1 where invoice_id = ${gbInvoice}::uuid`))).toMatch(
      /lines of a finalised invoice/,
    );
    expect(
      await refusal(
        t.db.execute(
          sql`insert into invoice_lines (invoice_id, position, description, quantity, net_amount, vat_rate_percent, vat_amount, total_amount) values (${gbInvoice}::uuid, 9, 'x', 1, 1, 0, 0, 1)`,
        ),
      ),
    ).toMatch(/lines of a finalised invoice/);
    expect(await refusal(t.db.execute(sql`delete from invoices where id = ${gbInvoice}::uuid`))).toMatch(/cannot be deleted/);
    expect(await refusal(t.db.execute(sql`update invoice_pdfs set file_name = 'x.pdf' where invoice_id = ${gbInvoice}::uuid`))).toMatch(
      /PDF cannot be changed/,
    );
    const [row] = await t.db.select({ total: invoices.total, status: invoices.status }).from(invoices).where(eq(invoices.id, gbInvoice));
    expect(row).toEqual({ total: 299, status: 'FINALISED' });
  });

  it('charges a non-GB merchant with a tax id 0% with the reverse-charge note', async () => {
    const list = await admin('GET', `/api/admin/invoices?merchantId=${ie.merchantId}`);
    const res = await admin('POST', `/api/admin/invoices/${list.json.invoices[0].id}/finalise`);
    expect(res.json).toMatchObject({
      number: number(2),
      subtotal: 3345,
      vatAmount: 0,
      total: 3345,
      vatTreatment: 'REVERSE_CHARGE',
      vatNote: REVERSE_CHARGE_NOTE,
      billing: { country: 'IE', hasTaxId: true },
    });
    expect(res.json.lines[0]).toMatchObject({ vatRatePercent: 0, vatAmount: 0 });
  });

  it('two concurrent finalisations get consecutive numbers, with no gap', async () => {
    const a = await createMerchantFixture(t);
    const b = await createMerchantFixture(t);
    const month = addMonths(LAST_MONTH, -2);
    await feesIn(a, month, [10]);
    await feesIn(b, month, [20]);
    const drafts = [await draftFor(a, month), await draftFor(b, month)];
    const results = await Promise.all(drafts.map((d) => admin('POST', `/api/admin/invoices/${d.id}/finalise`)));
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.json.number).sort()).toEqual([number(3), number(4)]);

    // The same draft finalised twice at once: one wins, the other is told it is finalised; one number used.
    const c = await createMerchantFixture(t);
    await feesIn(c, month, [30]);
    const draft = await draftFor(c, month);
    const twice = await Promise.all([1, 2].map(() => admin('POST', `/api/admin/invoices/${draft.id}/finalise`)));
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.status === 200)!.json.number).toBe(number(5));
  });

  it('a finalisation that rolls back gives its number back', async () => {
    const taken = await t.db
      .transaction(async (tx) => {
        expect(await takeInvoiceNumber(tx, 1999)).toBe('SS-1999-000001');
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    expect(taken).toBe('rolled back');
    expect(await t.db.transaction((tx) => takeInvoiceNumber(tx, 1999))).toBe('SS-1999-000001');
    expect(await t.db.transaction((tx) => takeInvoiceNumber(tx, 1999))).toBe('SS-1999-000002');
  });

  it('a draft has no PDF yet', async () => {
    const [draft] = (await admin('GET', '/api/admin/invoices?status=DRAFT')).json.invoices;
    expect((await pdfOf(draft.id)).json()).toMatchObject({ code: 'NOT_FINALISED' });
  });
});

describe('credit notes', () => {
  it('voiding issues a full credit note with the next number that references the invoice', async () => {
    const [invoice] = (await admin('GET', `/api/admin/invoices?merchantId=${gb.merchantId}&kind=INVOICE`)).json.invoices;
    const bad = await admin('POST', `/api/admin/invoices/${invoice.id}/void`, { reason: '' });
    expect(bad).toMatchObject({ status: 400, json: { code: 'VALIDATION_ERROR', field: 'reason' } });

    const res = await admin('POST', `/api/admin/invoices/${invoice.id}/void`, { reason: 'Fee charged in error' });
    expect(res.status, res.body).toBe(200);
    expect(res.json.invoice).toMatchObject({ status: 'VOID', number: number(1), voidReason: 'Fee charged in error', creditNoteId: res.json.creditNote.id });
    expect(res.json.creditNote).toMatchObject({
      kind: 'CREDIT_NOTE',
      status: 'FINALISED',
      number: number(6),
      creditedInvoiceId: invoice.id,
      creditedInvoiceNumber: number(1),
      subtotal: 249,
      vatAmount: 50,
      total: 299,
    });
    const pdf = await pdfOf(res.json.creditNote.id);
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toBe(`Credit note ${number(6)}`);

    expect((await admin('POST', `/api/admin/invoices/${invoice.id}/void`, { reason: 'again please' })).json.code).toBe('NOT_FINALISED');
    expect((await admin('POST', `/api/admin/invoices/${res.json.creditNote.id}/void`, { reason: 'again please' })).json.code).toBe('NOT_FINALISED');
    expect((await admin('PATCH', `/api/admin/invoices/${res.json.creditNote.id}`, { notes: 'x' })).json.code).toBe('INVOICE_FINALISED');

    // The month can be invoiced again once its invoice is void; the job leaves it to the admin.
    expect(await draftMonthlyInvoices(t.app.ctx, now)).toMatchObject({ drafted: 0 });
    expect((await draftFor(gb, LAST_MONTH)).status).toBe('DRAFT');

    const notes = await admin('GET', '/api/admin/invoices?kind=CREDIT_NOTE');
    expect(notes.json.invoices.map((i: { number: string }) => i.number)).toEqual([number(6)]);
  });
});

describe('delivery', () => {
  it('emails the owners and admins each issued document with its PDF attached, through the outbox', async () => {
    const [owner] = await t.db.select({ email: merchantUsers.email }).from(merchantUsers).where(eq(merchantUsers.id, gb.userId));
    const queued = await t.db
      .select({ attachments: emailOutbox.attachments, kind: emailOutbox.kind })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, owner!.email));
    expect(queued.map((q) => q.kind).sort()).toEqual(['invoice.credit-note', 'invoice.issued']);
    expect(queued[0]!.attachments).toHaveLength(1);

    const worker = createEmailWorker(t.app.ctx);
    while ((await worker.runOnce()).claimed > 0);
    const mails = sink.to(owner!.email);
    const invoiceMail = mails.find((m) => m.subject.startsWith(`SmartSplit invoice ${number(1)}`));
    expect(invoiceMail, mails.map((m) => m.subject).join(', ')).toBeDefined();
    expect(invoiceMail!.text).toContain('£2.99');
    expect(invoiceMail!.attachments).toHaveLength(1);
    const [attachment] = invoiceMail!.attachments;
    expect(attachment).toMatchObject({ filename: `${number(1)}.pdf`, contentType: 'application/pdf' });
    expect(attachment!.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(
      attachment!.content.equals(
        (await pdfOf((await admin('GET', `/api/admin/invoices?merchantId=${gb.merchantId}&status=VOID`)).json.invoices[0].id)).rawPayload,
      ),
    ).toBe(true);
    await PDFDocument.load(attachment!.content);

    const creditMail = mails.find((m) => m.subject === `SmartSplit credit note ${number(6)}`);
    expect(creditMail!.attachments[0]!.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});

describe('access', () => {
  it('a merchant lists only its own issued invoices and credit notes, and downloads only its own PDFs', async () => {
    const mine = await call(t.app, 'GET', '/api/merchant/invoices', { token: gb.token });
    expect(mine.status).toBe(200);
    // The new draft of the month is not shown; the void invoice and its credit note are.
    expect(mine.json.invoices.map((i: { number: string }) => i.number).sort()).toEqual([number(1), number(6)]);
    for (const i of mine.json.invoices) {
      const pdf = await pdfOf(i.id, gb.token, '/api/merchant/invoices');
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    }

    const theirs = (await call(t.app, 'GET', '/api/merchant/invoices', { token: ie.token })).json.invoices[0];
    const other = await pdfOf(theirs.id, gb.token, '/api/merchant/invoices');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'INVOICE_NOT_FOUND' });

    const draft = (await admin('GET', `/api/admin/invoices?merchantId=${gb.merchantId}&status=DRAFT`)).json.invoices[0];
    expect((await pdfOf(draft.id, gb.token, '/api/merchant/invoices')).statusCode).toBe(404);
    expect((await pdfOf('not-a-uuid', gb.token, '/api/merchant/invoices')).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/merchant/invoices')).status).toBe(401);
  });

  it('support reads but changes nothing; operations has no access', async () => {
    const [draft] = (await admin('GET', '/api/admin/invoices?status=DRAFT', undefined, 'SUPPORT')).json.invoices;
    expect(draft).toBeDefined();
    for (const [method, url, body] of [
      ['POST', `/api/admin/invoices/${draft.id}/finalise`, undefined],
      ['PATCH', `/api/admin/invoices/${draft.id}`, { notes: 'x' }],
      ['POST', '/api/admin/invoices', { merchantId: gb.merchantId, month: LAST_MONTH }],
    ] as const) {
      const res = await admin(method, url, body, 'SUPPORT');
      expect(res, url).toMatchObject({ status: 403, json: { code: 'FORBIDDEN_ROLE' } });
    }
    expect((await admin('GET', '/api/admin/invoices', undefined, 'OPERATIONS')).status).toBe(403);
    expect((await admin('GET', `/api/admin/invoices/${draft.id}`, undefined, 'SUPER_ADMIN')).status).toBe(200);
    expect((await admin('GET', '/api/admin/invoices/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin('GET', '/api/admin/invoices?month=2026-1')).status).toBe(400);
  });
});
