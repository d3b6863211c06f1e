import type { FieldRef } from './keyring';

/**
 * Every encrypted column, in one place: the migration job and `npm run keys:rotate` walk this
 * list, and each writer builds its FieldRef from the same names (ref() below), so the associated
 * data written and read always match. A new encrypted column is one more line here.
 */
export interface EncryptedColumn {
  table: string;
  field: string;
  /** The primary key column, which names the row in the associated data. */
  key: string;
  kind: 'text' | 'bytes';
  /** Rows per batch in a migration or rotation: files are large, so fewer at a time. */
  batchSize: number;
}

export const ENCRYPTED_COLUMNS = [
  { table: 'verification_details', field: 'tax_id_enc', key: 'merchant_id', kind: 'text', batchSize: 500 },
  { table: 'verification_details', field: 'bank_account_number_enc', key: 'merchant_id', kind: 'text', batchSize: 500 },
  { table: 'verification_details', field: 'bank_sort_code_enc', key: 'merchant_id', kind: 'text', batchSize: 500 },
  { table: 'admins', field: 'mfa_secret', key: 'id', kind: 'text', batchSize: 500 },
  { table: 'merchant_users', field: 'mfa_secret', key: 'id', kind: 'text', batchSize: 500 },
  { table: 'webhook_endpoints', field: 'secret_enc', key: 'id', kind: 'text', batchSize: 500 },
  { table: 'webhook_endpoints', field: 'previous_secret_enc', key: 'id', kind: 'text', batchSize: 500 },
  { table: 'document_blobs', field: 'content', key: 'document_id', kind: 'bytes', batchSize: 20 },
  { table: 'dispute_files', field: 'content', key: 'id', kind: 'bytes', batchSize: 20 },
  // Link tokens of a queued message, cleared once it is sent (modules/email/withheld-secrets.ts).
  { table: 'email_outbox', field: 'secrets_sealed', key: 'id', kind: 'text', batchSize: 500 },
] as const satisfies readonly EncryptedColumn[];

type Column = (typeof ENCRYPTED_COLUMNS)[number];
export type EncryptedColumnName = `${Column['table']}.${Column['field']}`;

/** The associated data of one value: `ref('verification_details.tax_id_enc', merchantDbId)`. */
export function ref(column: EncryptedColumnName, row: string): FieldRef {
  const [table, field] = column.split('.') as [string, string];
  return { table, field, row };
}
