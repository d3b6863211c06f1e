import { createCipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { buildApp } from '@server/app';
import { createDatabase } from '@server/db/client';
import {
  ENCRYPTED_COLUMNS,
  decryptField,
  encryptField,
  keyUsage,
  migrateToActiveKey,
  rotateKeys,
  KEYRING_REFRESH_MS,
  loadKeyring,
  deriveKeys,
  ref,
} from '@server/modules/auth';
import { adminTokensByRole } from './support/admin-fixtures';
import { multipart, signupTestMerchant, tinyPdf, tinyPng, uploadTestDocument, VALID_GB_DETAILS, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, TEST_APP_SECRET, testConfig, type TestApp } from './support/test-app';

/**
 * Documents and keys at rest (docs/decisions/0024): files and fields are ciphertext in the
 * database, each bound to its row and field; older values are migrated; keys:rotate moves every
 * value to a new key while two instances keep serving, and the old key can then go.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let tokens: Record<AdminRole, string>;
let shop: MerchantFixture;
let disputeId: string;

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  tokens = await adminTokensByRole(a, `enc${randomBytes(3).toString('hex')}`, { signIn: 'mint' });
  shop = await createMerchantFixture(a);
  // A dispute to attach evidence to: a completed live payment, opened by compliance staff.
  const live = (await shop.key('live')).secret;
  const paid = await call(a.app, 'POST', '/api/merchant/process-payment', {
    token: live,
    body: {
      amount: 5_000,
      currency: 'GBP',
      customerEmail: 'buyer.enc@shop.example',
      cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100_000, rewardRate: 0.01 }],
    },
  });
  expect(paid.status).toBe(201);
  const opened = await call(a.app, 'POST', '/api/admin/disputes', {
    token: tokens.COMPLIANCE,
    body: { transactionId: paid.json.transactionId, cardId: 'card_a', amount: 1_000, reason: 'fraudulent' },
  });
  expect(opened.status).toBe(201);
  disputeId = opened.json.dispute.id;
}, 60_000);
afterAll(async () => cluster?.close());

const raw = async <T>(query: ReturnType<typeof sql>) => (await a.db.execute(query)).rows as T[];
const activeKeyId = async () => (await raw<{ id: string }>(sql`select id from encryption_keys where status = 'active'`))[0]!.id;

async function merchantWithDetails(app: TestApp, accountNumber: string): Promise<TestMerchant & { documentId: string }> {
  const m = await signupTestMerchant(app.app);
  const res = await call(app.app, 'POST', '/api/merchant/verification/submit', {
    token: m.token,
    body: { ...VALID_GB_DETAILS, bankAccountNumber: accountNumber },
  });
  expect(res.status).toBe(200);
  const doc = await uploadTestDocument(app.app, m.token, 'BANK_STATEMENT', { content: tinyPng(), filename: 'statement.png', contentType: 'image/png' });
  expect(doc.statusCode).toBe(201);
  return { ...m, documentId: doc.json().document.id };
}

const downloadDocument = (app: TestApp, documentId: string, role: AdminRole = 'COMPLIANCE') =>
  app.app.inject({ method: 'GET', url: `/api/admin/verifications/documents/${documentId}/file`, headers: { authorization: `Bearer ${tokens[role]}` } });
const downloadEvidence = (app: TestApp, fileId: string, role: AdminRole = 'COMPLIANCE') =>
  app.app.inject({ method: 'GET', url: `/api/admin/disputes/${disputeId}/files/${fileId}`, headers: { authorization: `Bearer ${tokens[role]}` } });
const merchantDetails = (app: TestApp, merchantId: string) => call(app.app, 'GET', `/api/admin/merchants/${merchantId}`, { token: tokens.SUPER_ADMIN });
const countAudit = async (action: string) => (await raw<{ n: number }>(sql`select count(*)::int as n from audit_logs where action = ${action}`))[0]!.n;

async function uploadEvidence(content: Buffer, filename: string, contentType: string): Promise<string> {
  const { payload, headers } = multipart({}, { content, filename, contentType });
  const res = await a.app.inject({
    method: 'POST',
    url: `/api/merchant/disputes/${disputeId}/files`,
    payload,
    headers: { ...headers, authorization: `Bearer ${shop.token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().file.id;
}

describe('files at rest', () => {
  it('stores KYB documents as ciphertext and serves them decrypted, to the same roles, audited', async () => {
    const m = await signupTestMerchant(a.app);
    const pdf = Buffer.concat([tinyPdf(), Buffer.from('\n% passport of Jo Bloggs, GB123456789\n')]);
    const up = await uploadTestDocument(a.app, m.token, 'DIRECTOR_ID', { content: pdf, filename: 'passport.pdf', contentType: 'application/pdf' });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().document.id as string;

    const [stored] = await raw<{ content: Buffer }>(sql`select content from document_blobs where document_id = ${id}::uuid`);
    expect(stored!.content.subarray(0, 17).toString('latin1')).toBe(`v2.${await activeKeyId()}.`);
    expect(stored!.content.includes(Buffer.from('%PDF'))).toBe(false);
    expect(stored!.content.includes(Buffer.from('Jo Bloggs'))).toBe(false);
    expect(stored!.content.length).toBe(pdf.length + 17 + 12 + 16);

    const views = await countAudit('verification.document.view');
    for (const app of [a, b]) {
      const res = await downloadDocument(app, id);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(pdf)).toBe(true);
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    }
    expect(await countAudit('verification.document.view')).toBe(views + 2);
    for (const role of ['SUPPORT', 'FINANCE'] as const) expect((await downloadDocument(a, id, role)).statusCode).toBe(403);
    expect(await countAudit('verification.document.view')).toBe(views + 2);
  });

  it('stores dispute evidence as ciphertext and serves it decrypted, audited', async () => {
    const evidence = Buffer.concat([tinyPdf(), Buffer.from('\n% delivery receipt signed by Jo Bloggs\n')]);
    const fileId = await uploadEvidence(evidence, 'receipt.pdf', 'application/pdf');
    const [stored] = await raw<{ content: Buffer }>(sql`select content from dispute_files where id = ${fileId}::uuid`);
    expect(stored!.content.subarray(0, 17).toString('latin1')).toBe(`v2.${await activeKeyId()}.`);
    expect(stored!.content.includes(Buffer.from('Jo Bloggs'))).toBe(false);
    const views = await countAudit('disputes.file_view');
    const res = await downloadEvidence(b, fileId, 'SUPPORT');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(evidence)).toBe(true);
    expect(await countAudit('disputes.file_view')).toBe(views + 1);
  });
});

describe('values bound to their row and field', () => {
  it('a bank account copied into another merchant’s row does not decrypt, and nobody sees it', async () => {
    const victim = await merchantWithDetails(a, '11112222');
    const attacker = await merchantWithDetails(a, '99998888');
    const [v] = await raw<{ acc: string; tax: string }>(
      sql`select bank_account_number_enc as acc, tax_id_enc as tax from verification_details where merchant_id = ${victim.merchantDbId}::uuid`,
    );
    // Someone with write access to the database swaps the payout account: the attacker's own number into the victim's row.
    const [att] = await raw<{ acc: string }>(
      sql`select bank_account_number_enc as acc from verification_details where merchant_id = ${attacker.merchantDbId}::uuid`,
    );
    await a.db.execute(sql`update verification_details set bank_account_number_enc = ${att!.acc} where merchant_id = ${victim.merchantDbId}::uuid`);
    const keyring = a.app.ctx.keys.fieldEncryption;
    expect(() => decryptField(keyring, att!.acc, ref('verification_details.bank_account_number_enc', victim.merchantDbId))).toThrow(/cannot be read/);
    expect(decryptField(keyring, v!.acc, ref('verification_details.bank_account_number_enc', victim.merchantDbId))).toBe('11112222');

    const details = await merchantDetails(a, victim.merchantId);
    expect(details.status).toBe(200);
    expect(details.body).not.toContain('99998888');
    expect(details.body).not.toContain('8888');

    // A value moved to another field of the same row does not open either.
    await a.db.execute(sql`update verification_details set bank_sort_code_enc = ${v!.tax} where merchant_id = ${victim.merchantDbId}::uuid`);
    expect(() => decryptField(keyring, v!.tax, ref('verification_details.bank_sort_code_enc', victim.merchantDbId))).toThrow(/cannot be read/);
    const again = await merchantDetails(b, victim.merchantId);
    expect(again.status).toBe(200);
    expect(String(again.json.verification.details.bankSortCode)).not.toMatch(/GB|789/);
  });

  it('a document or evidence file copied into another row answers a clean 409, and no view is recorded', async () => {
    const one = await merchantWithDetails(a, '12121212');
    const two = await merchantWithDetails(a, '34343434');
    await a.db.execute(
      sql`update document_blobs set content = (select content from document_blobs where document_id = ${one.documentId}::uuid) where document_id = ${two.documentId}::uuid`,
    );
    const views = await countAudit('verification.document.view');
    const res = await downloadDocument(a, two.documentId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'ENCRYPTED_VALUE_UNREADABLE', message: expect.stringMatching(/cannot be read/) });
    expect(await countAudit('verification.document.view')).toBe(views);
    expect((await downloadDocument(a, one.documentId)).statusCode).toBe(200);

    const first = await uploadEvidence(tinyPdf(), 'first.pdf', 'application/pdf');
    const second = await uploadEvidence(tinyPng(), 'second.png', 'image/png');
    await a.db.execute(sql`update dispute_files set content = (select content from dispute_files where id = ${first}::uuid) where id = ${second}::uuid`);
    const moved = await downloadEvidence(a, second);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().code).toBe('ENCRYPTED_VALUE_UNREADABLE');
    // A plain file slipped into the table is refused once the legacy key is gone (see the rotation below); a
    // truncated envelope is refused now.
    await a.db.execute(sql`update dispute_files set content = substring(content from 1 for 20) where id = ${second}::uuid`);
    expect((await downloadEvidence(a, second)).statusCode).toBe(409);
  });
  it('a two-factor or webhook secret copied into another account or endpoint does not work there', async () => {
    // Two staff accounts start two-factor set-up; the first one's stored secret is copied into the second's row.
    const setup = async (role: AdminRole) => {
      const res = await call(a.app, 'POST', '/api/admin/auth/mfa/setup', { token: tokens[role] });
      expect(res.status).toBe(200);
      return res.json.secret as string;
    };
    const financeSecret = await setup('FINANCE');
    await setup('SUPPORT');
    await a.db.execute(sql`update admins set mfa_secret = (select mfa_secret from admins where email like 'finance@%' and mfa_secret is not null)
      where email like 'support@%' and mfa_secret is not null`);
    const code = new TOTP({ secret: Secret.fromBase32(financeSecret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    const enable = await call(a.app, 'POST', '/api/admin/auth/mfa/enable', { token: tokens.SUPPORT, body: { code } });
    expect(enable.status).toBe(409);
    expect(enable.json.code).toBe('ENCRYPTED_VALUE_UNREADABLE');
    expect((await raw<{ on: boolean }>(sql`select mfa_enabled_at is not null as on from admins where email like 'support@%'`))[0]!.on).toBe(false);
    await a.db.execute(sql`update admins set mfa_secret = null where email like 'support@%'`);

    // A webhook endpoint's secret copied to another merchant's endpoint: its deliveries are not signed with it.
    // (Stored as createWebhookEndpoint stores them: this machine resolves no public host names.)
    const hook = async (merchantDbId: string) => {
      const id = randomUUID();
      const secretEnc = encryptField(a.app.ctx.keys.fieldEncryption, `whsec_${randomBytes(24).toString('base64')}`, ref('webhook_endpoints.secret_enc', id));
      await a.db.execute(
        sql`insert into webhook_endpoints (id, merchant_id, mode, url, enabled_events, secret_enc) values (${id}::uuid, ${merchantDbId}::uuid, 'test', 'https://hooks.example.com/in', '{*}', ${secretEnc})`,
      );
      return id;
    };
    const other = await createMerchantFixture(a);
    const mine = await hook(shop.merchantDbId);
    const theirs = await hook(other.merchantDbId);
    await a.db.execute(
      sql`update webhook_endpoints set secret_enc = (select secret_enc from webhook_endpoints where id = ${mine}::uuid) where id = ${theirs}::uuid`,
    );
    const [row] = await raw<{ id: string; secret_enc: string }>(sql`select id::text as id, secret_enc from webhook_endpoints where id = ${theirs}::uuid`);
    expect(() => decryptField(a.app.ctx.keys.fieldEncryption, row!.secret_enc, ref('webhook_endpoints.secret_enc', row!.id))).toThrow(/cannot be read/);
    await a.db.execute(sql`delete from webhook_endpoints where id in (${mine}::uuid, ${theirs}::uuid)`);
  });
});

/** The stored form before key ids: the key derived from APP_SECRET, no associated data. */
function legacyV1(plaintext: string): string {
  const key = Buffer.from(hkdfSync('sha256', TEST_APP_SECRET, 'smartsplit', 'field-aes-256-gcm', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

let legacy: TestMerchant & { documentId: string };
let legacyEvidence: string;

describe('keys:rotate', () => {
  /** A value copied into another merchant's row: it is under the active key but does not decrypt there. */
  const makeOneValueUnreadable = async () => {
    const [from, to] = [await merchantWithDetails(a, '31313131'), await merchantWithDetails(a, '42424242')];
    await a.db.execute(sql`update verification_details set bank_account_number_enc = (select bank_account_number_enc from verification_details
      where merchant_id = ${from.merchantDbId}::uuid) where merchant_id = ${to.merchantDbId}::uuid`);
  };

  const migrateOldValues = async () => {
    legacy = await merchantWithDetails(a, '55556666');
    await a.db.execute(sql`update verification_details set bank_account_number_enc = ${legacyV1('55556666')}, tax_id_enc = ${legacyV1('GB987654321')}
      where merchant_id = ${legacy.merchantDbId}::uuid`);
    await a.db.execute(sql`update document_blobs set content = ${tinyPng()} where document_id = ${legacy.documentId}::uuid`);
    legacyEvidence = await uploadEvidence(tinyPdf(), 'old.pdf', 'application/pdf');
    await a.db.execute(sql`update dispute_files set content = ${tinyPdf()} where id = ${legacyEvidence}::uuid`);

    const before = await merchantDetails(a, legacy.merchantId);
    expect(before.body).toContain('6666');
    expect((await downloadDocument(a, legacy.documentId)).rawPayload.equals(tinyPng())).toBe(true);
    expect((await downloadEvidence(a, legacyEvidence)).rawPayload.equals(tinyPdf())).toBe(true);

    const batches: number[] = [];
    const result = await migrateToActiveKey(
      { pool: a.database.pool, db: a.db, keyring: a.app.ctx.keys.fieldEncryption },
      { batchSize: 1, onBatch: (x) => batches.push(x.reencrypted) },
    );
    expect(result).not.toBe('busy');
    if (result === 'busy') return;
    // Only values not under the active key are touched: the ones moved into wrong rows above are
    // already under it and stay as they are (keys:rotate will report them).
    expect(result).toEqual({ reencrypted: 4, unreadable: [], remaining: 0 });
    expect(batches).toEqual([1, 1, 1, 1]);

    const active = await activeKeyId();
    const [row] = await raw<{ acc: string; tax: string }>(
      sql`select bank_account_number_enc as acc, tax_id_enc as tax from verification_details where merchant_id = ${legacy.merchantDbId}::uuid`,
    );
    expect(row!.acc.startsWith(`v2.${active}.`) && row!.tax.startsWith(`v2.${active}.`)).toBe(true);
    const [blob] = await raw<{ content: Buffer }>(sql`select content from document_blobs where document_id = ${legacy.documentId}::uuid`);
    expect(blob!.content.subarray(0, 17).toString('latin1')).toBe(`v2.${active}.`);
    expect((await merchantDetails(b, legacy.merchantId)).body).toContain('6666');
    expect((await downloadDocument(b, legacy.documentId)).rawPayload.equals(tinyPng())).toBe(true);
    expect((await downloadEvidence(b, legacyEvidence)).rawPayload.equals(tinyPdf())).toBe(true);

    // Run again: nothing left to do but the unreadable ones.
    const again = await migrateToActiveKey({ pool: a.database.pool, db: a.db, keyring: a.app.ctx.keys.fieldEncryption });
    expect(again !== 'busy' && again.reencrypted).toBe(0);
  };

  let beforeRotation: { activeKeyId: string; keyIds: string[]; accountEnc: string };
  let rotatedOnce: string;

  const refuseWhileUnreadable = async () => {
    const [acc] = await raw<{ acc: string }>(
      sql`select bank_account_number_enc as acc from verification_details where merchant_id = ${legacy.merchantDbId}::uuid`,
    );
    beforeRotation = {
      activeKeyId: await activeKeyId(),
      keyIds: (await raw<{ id: string }>(sql`select id from encryption_keys`)).map((r) => r.id),
      accountEnc: acc!.acc,
    };
    expect(beforeRotation.keyIds.sort()).toEqual([beforeRotation.activeKeyId, 'v1'].sort());
    const keyring = deriveKeys(TEST_APP_SECRET).fieldEncryption;
    await expect(rotateKeys({ pool: a.database.pool, db: a.db, keyring }, { settleMs: 0 })).rejects.toThrow(/do not decrypt and need attention/);
    const statuses = (await raw<{ status: string }>(sql`select status from encryption_keys order by status`)).map((r) => r.status);
    expect(statuses).toEqual(['active', 'retiring', 'retiring']);
    // With no settle time the running instances learn of the new key only at their next refresh; do it now.
    for (const t of [a, b]) await loadKeyring(t.db, t.app.ctx.keys.fieldEncryption);
  };

  const resumeOnceRestored = async () => {
    // What still does not open (the tampered rows of the tests above) is removed, as an operator would restore it.
    const keyring = deriveKeys(TEST_APP_SECRET).fieldEncryption;
    await loadKeyring(a.db, keyring);
    for (const c of ENCRYPTED_COLUMNS) {
      const { rows } = await a.database.pool.query<{ k: string; v: string | Buffer }>(
        `select "${c.key}"::text as k, "${c.field}" as v from "${c.table}" where "${c.field}" is not null`,
      );
      for (const r of rows) {
        const at = { table: c.table, field: c.field, row: r.k };
        try {
          if (c.kind === 'bytes') keyring.decryptBytes(r.v as Buffer, at);
          else keyring.decryptText(r.v as string, at);
        } catch {
          await a.database.pool.query(`delete from "${c.table}" where "${c.key}" = $1`, [r.k]);
        }
      }
    }

    const resumed = await rotateKeys({ pool: a.database.pool, db: a.db, keyring }, { settleMs: 0 });
    for (const t of [a, b]) await loadKeyring(t.db, t.app.ctx.keys.fieldEncryption);
    expect(resumed.added).toBe(false);
    expect(resumed.reencrypted).toBe(0); // the refused run had moved every readable value already
    expect(resumed.removedKeyIds.sort()).toEqual(beforeRotation.keyIds.sort());
    expect((await merchantDetails(a, legacy.merchantId)).body).toContain('6666');
    rotatedOnce = resumed.activeKeyId;
  };

  const rotateUnderTraffic = async () => {
    const keyring = deriveKeys(TEST_APP_SECRET).fieldEncryption;
    // Traffic on both instances through the whole rotation: writes (new details, new files) and reads.
    let rotating = true;
    const failures: string[] = [];
    const started = Date.now();
    let requests = 0;
    const traffic = async (app: TestApp, n: number) => {
      const m = await merchantWithDetails(app, `7000000${n}`);
      while (rotating) {
        const write = await call(app.app, 'POST', '/api/merchant/verification/submit', {
          token: m.token,
          body: { ...VALID_GB_DETAILS, bankAccountNumber: `8${String(requests).padStart(7, '0')}` },
        });
        const upload = await uploadTestDocument(app.app, m.token, 'BANK_STATEMENT', { content: tinyPng(), filename: 's.png', contentType: 'image/png' });
        const read = await merchantDetails(app, legacy.merchantId);
        const file = await downloadDocument(app, legacy.documentId);
        requests += 4;
        for (const [what, status] of [
          ['submit', write.status],
          ['upload', upload.statusCode],
          ['read', read.status],
          ['download', file.statusCode],
        ] as const) {
          if (status >= 300) failures.push(`${what} ${status} at ${Date.now() - started} ms`);
        }
        if (!read.body.includes('6666')) failures.push('read without the account number');
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    // Every value stored before the rotation starts is re-encrypted (and those written meanwhile may be too).
    const storedBefore = (await keyUsage(a.database.pool)).reduce((n, u) => n + u.values, 0);
    const running = [traffic(a, 1), traffic(b, 2)];
    const lines: string[] = [];
    const result = await rotateKeys(
      { pool: a.database.pool, db: a.db, keyring },
      // Longer than a keyring refresh, so each instance follows each phase.
      { settleMs: KEYRING_REFRESH_MS + 2_500, batchSize: 2, pauseMs: 20, log: (l) => lines.push(l) },
    ).finally(() => (rotating = false));
    await Promise.all(running);

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(20);
    expect(result.added).toBe(true);
    expect([...beforeRotation.keyIds, rotatedOnce]).not.toContain(result.activeKeyId);
    expect(result.removedKeyIds).toEqual([rotatedOnce]);
    expect(result.reencrypted).toBeGreaterThanOrEqual(storedBefore);
    expect(lines.some((l) => l.startsWith('removed key(s)'))).toBe(true);
    expect(await raw<{ id: string; status: string }>(sql`select id, status from encryption_keys`)).toEqual([{ id: result.activeKeyId, status: 'active' }]);
    const usage = await keyUsage(a.database.pool);
    expect(usage.length).toBeGreaterThan(0);
    expect(usage.filter((u) => u.keyId !== result.activeKeyId)).toEqual([]);

    // A fresh instance, which never held the old keys, reads everything.
    const database = createDatabase(String(a.database.pool.options.connectionString), 2);
    const fresh = await buildApp({ config: testConfig(), database, appSecret: TEST_APP_SECRET, logger: false, webDir: '/nonexistent-web-dir' });
    try {
      expect(fresh.ctx.keys.fieldEncryption.keyIds).toEqual([result.activeKeyId]);
      const t3 = { ...a, app: fresh, database, db: database.db };
      expect((await merchantDetails(t3, legacy.merchantId)).body).toContain('6666');
      expect((await downloadDocument(t3, legacy.documentId)).rawPayload.equals(tinyPng())).toBe(true);
      expect((await downloadEvidence(t3, legacyEvidence)).rawPayload.equals(tinyPdf())).toBe(true);
      // What the old key wrote, and plain or v1 values, no longer open anywhere.
      await fresh.ctx.database.db.execute(sql`update dispute_files set content = ${tinyPdf()} where id = ${legacyEvidence}::uuid`);
      expect((await downloadEvidence(t3, legacyEvidence)).statusCode).toBe(409);
      expect(() =>
        decryptField(fresh.ctx.keys.fieldEncryption, beforeRotation.accountEnc, ref('verification_details.bank_account_number_enc', legacy.merchantDbId)),
      ).toThrow(/cannot be read/);
      expect(() =>
        decryptField(fresh.ctx.keys.fieldEncryption, legacyV1('1'), ref('verification_details.bank_account_number_enc', legacy.merchantDbId)),
      ).toThrow(/cannot be read/);
    } finally {
      await fresh.close();
      await database.close();
    }
  };

  // One story, each step building on the last, so one test: it runs alone, and needs nothing from the tests above.
  it('moves old values under the active key, refuses to rotate while a value does not decrypt, resumes once it is dealt with, then adds a key under traffic on both instances', async () => {
    await makeOneValueUnreadable();
    await migrateOldValues();
    await refuseWhileUnreadable();
    await resumeOnceRestored();
    await rotateUnderTraffic();
  }, 150_000);

  it('an instance with another APP_SECRET refuses to start rather than write under keys it cannot read', async () => {
    const database = createDatabase(String(a.database.pool.options.connectionString), 1);
    try {
      await expect(
        buildApp({ config: testConfig(), database, appSecret: 'another-secret-another-secret-another-secret', logger: false, webDir: '/none' }),
      ).rejects.toThrow(/cannot be unwrapped: is APP_SECRET/);
    } finally {
      await database.close();
    }
  });
});
