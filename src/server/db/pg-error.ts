/** What PostgreSQL said about a failed statement: its SQLSTATE and, for a constraint, the constraint's name. */
export interface PgErrorFields {
  code?: string;
  constraint?: string;
}

/**
 * The PostgreSQL error behind `err`, whether raw from node-postgres or wrapped by Drizzle (which
 * keeps the driver's error as its `cause`); undefined when neither carries a SQLSTATE.
 */
export function pgError(err: unknown): PgErrorFields | undefined {
  const e = err as (PgErrorFields & { cause?: PgErrorFields }) | null | undefined;
  if (typeof e?.code === 'string') return e;
  if (typeof e?.cause?.code === 'string') return e.cause;
  return undefined;
}

/** The SQLSTATE behind `err` (see pgError). */
export function pgErrorCode(err: unknown): string | undefined {
  return pgError(err)?.code;
}
