import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INTEREST_TYPES } from '@contract/contact-rules';
import { MERCHANT_ROLES, MERCHANT_STATUSES, VERIFICATION_STATUSES } from '@contract/merchant-auth';
import { MODES } from '@contract/payments';
import { ACCEPTED_MIME_TYPES, DOCUMENT_STATUSES, DOCUMENT_TYPES } from '@contract/verification';
import { COUNTRIES } from '@contract/verification-rules';
import { mfaColumns } from './mfa-columns';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const platformSettings = pgTable('platform_settings', {
  /** Single row, id = 1. */
  id: integer('id').primaryKey().default(1),
  defaultFeePercent: numeric('default_fee_percent', { precision: 5, scale: 2 }).notNull().default('0.50'),
  /** Whole pounds. */
  minTransactionAmount: integer('min_transaction_amount').notNull().default(1),
  /** Whole pounds. */
  maxTransactionAmount: integer('max_transaction_amount').notNull().default(1000000),
  autoApproveEnabled: boolean('auto_approve_enabled').notNull().default(false),
  /** Admins without two-factor sign-in must set it up at their next sign-in. */
  requireAdminMfa: boolean('require_admin_mfa').notNull().default(false),
  /** Net N: days after a payment completes before its funds are paid out. */
  payoutDelayDays: integer('payout_delay_days').notNull().default(7),
  /** Retention periods in days (modules/compliance/retention.ts; the privacy policy shows them). */
  retentionContactDays: integer('retention_contact_days').notNull().default(730),
  retentionEmailDays: integer('retention_email_days').notNull().default(90),
  /** Null: API_LOG_RETENTION_DAYS (30 unless set) until an admin sets a period. */
  retentionApiLogDays: integer('retention_api_log_days'),
  retentionWebhookDays: integer('retention_webhook_days').notNull().default(30),
  retentionSessionGraceDays: integer('retention_session_grace_days').notNull().default(7),
  retentionDocumentDays: integer('retention_document_days').notNull().default(90),
  /** Approved verifications are due for review this many months after approval. */
  kybReviewMonths: integer('kyb_review_months').notNull().default(12),
  /** Days after a review falls due before new live keys are refused. */
  kybReviewGraceDays: integer('kyb_review_grace_days').notNull().default(30),
  /** Pence debited from the merchant when a dispute is lost or accepted. */
  disputeFee: integer('dispute_fee').notNull().default(1500),
  /** Hours an authorised payment waits for capture before the expiry job cancels it (docs/decisions/0033). */
  authorisationValidityHours: integer('authorisation_validity_hours').notNull().default(168),
  /** retain: a refund keeps the platform fee; proportional: it returns the fee's share, and the commission follows. */
  refundFeePolicy: text('refund_fee_policy', { enum: ['retain', 'proportional'] })
    .notNull()
    .default('retain'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Public, non-guessable id: mch_ + random characters. */
    merchantId: text('merchant_id').notNull().unique(),
    companyName: text('company_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    businessType: text('business_type').notNull(),
    industry: text('industry').notNull(),
    website: text('website'),
    status: text('status', { enum: MERCHANT_STATUSES }).notNull(),
    verificationStatus: text('verification_status', {
      enum: VERIFICATION_STATUSES,
    })
      .notNull()
      .default('NOT_STARTED'),
    verificationSubmittedAt: timestamp('verification_submitted_at', { withTimezone: true }),
    emailOptOut: boolean('email_opt_out').notNull().default(false),
    /** Modes with an enabled webhook endpoint, kept by a trigger on webhook_endpoints (src/server/db/sql/sync_webhook_modes.sql). */
    webhookModes: text('webhook_modes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Requests a second per API key, set by an admin: null uses API_RATE_LIMIT_LIVE/TEST, 0 turns the limit off. */
    apiRateLimit: integer('api_rate_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchants_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('merchants_status_idx').on(t.status),
    index('merchants_verification_idx').on(t.verificationStatus),
    check('merchants_api_rate_limit_range', sql`${t.apiRateLimit} between 0 and 100000`),
  ],
);

export const merchantUsers = pgTable(
  'merchant_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Always stored lower-cased; the login email. */
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: MERCHANT_ROLES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ...mfaColumns,
  },
  (t) => [index('merchant_users_merchant_idx').on(t.merchantId)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: MODES }).notNull(),
    /** Display prefix, e.g. sk_test_AbC1 — never enough to use the key. */
    prefix: text('prefix').notNull(),
    /** HMAC-SHA256 of the secret under a key derived from APP_SECRET. */
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('api_keys_merchant_idx').on(t.merchantId, t.createdAt.desc()),
    // The admin's key list across merchants, newest first (keyset-paged).
    index('api_keys_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Bank details and tax id are AES-256-GCM ciphertext (see modules/auth/field-crypto.ts). */
export const verificationDetails = pgTable('verification_details', {
  merchantId: uuid('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  registrationNumber: text('registration_number').notNull(),
  taxIdEnc: text('tax_id_enc').notNull(),
  bankAccountNumberEnc: text('bank_account_number_enc').notNull(),
  bankSortCodeEnc: text('bank_sort_code_enc').notNull(),
  businessAddress: text('business_address').notNull(),
  city: text('city').notNull(),
  postcode: text('postcode').notNull(),
  country: text('country', { enum: COUNTRIES }).notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    documentType: text('document_type', {
      enum: DOCUMENT_TYPES,
    }).notNull(),
    /** Sanitised original name, metadata only; never used as a storage key. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type', { enum: ACCEPTED_MIME_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('PENDING'),
    reviewNotes: text('review_notes'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('verification_documents_type_uq').on(t.merchantId, t.documentType)],
);

/** File bytes live apart from the metadata so listings never drag blobs along. */
export const documentBlobs = pgTable('document_blobs', {
  documentId: uuid('document_id')
    .primaryKey()
    .references(() => verificationDocuments.id, { onDelete: 'cascade' }),
  content: bytea('content').notNull(),
});

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    interestType: text('interest_type', { enum: INTEREST_TYPES }).notNull(),
    message: text('message'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_submissions_submitted_idx').on(t.submittedAt.desc())],
);
