import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { badRequest, type ErrorCodeWithStatus } from '@server/errors';
import { addDays } from '@server/modules/reporting';

/**
 * Keyset ("seek") paging for lists ordered by (timestamp desc, id desc).
 * Our indexes are declared DESC NULLS LAST (Drizzle's default) while a bare
 * ORDER BY ... DESC means NULLS FIRST, which the planner will not serve from
 * those indexes even on NOT NULL columns: list queries must say NULLS LAST.
 * The cursor carries the last row's timestamp at full microsecond precision
 * (a JS Date would truncate it and skip rows) and its id, as opaque base64url.
 */
export interface Keyset {
  ts: string;
  id: string;
}

const TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT = /^\d{1,18}$/;

export const isUuid = (v: string) => UUID.test(v);

/**
 * A timestamp as ISO-8601 text (milliseconds, UTC). Raw queries return
 * timestamps as Postgres text under Drizzle, so format them in SQL instead.
 */
export const isoTs = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `isoTs` of a nullable column: null stays null. */
export const isoTsOrNull = (column: SQLWrapper) => sql<string | null>`${isoTs(column)}`;

/** The column as text with microseconds, for the cursor: select it as `cursor_ts`. */
export const cursorTs = (column: SQLWrapper) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(key: Keyset): string {
  return Buffer.from(JSON.stringify([key.ts, key.id])).toString('base64url');
}

/** `code` lets the merchant API keep its public VALIDATION_ERROR for a bad cursor; admin lists say INVALID_CURSOR. */
export function decodeCursor(raw: string | undefined, idKind: 'uuid' | 'int', code: ErrorCodeWithStatus<400> = 'INVALID_CURSOR'): Keyset | undefined {
  return decodeCursorOf(raw, idKind === 'uuid' ? UUID : INT, code);
}

/** A cursor whose id matches `idPattern` (uuid, integer, or a prefixed text id such as `po_...`). */
export function decodeCursorOf(raw: string | undefined, idPattern: RegExp, code: ErrorCodeWithStatus<400> = 'INVALID_CURSOR'): Keyset | undefined {
  if (raw === undefined) return undefined;
  const invalid = () => badRequest('cursor is not valid; pass the nextCursor of the previous page', code, { field: 'cursor' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw invalid();
  const [ts, id] = parsed as unknown[];
  if (typeof ts !== 'string' || typeof id !== 'string' || !TS.test(ts) || Number.isNaN(Date.parse(ts)) || !idPattern.test(id)) throw invalid();
  return { ts, id };
}

/** `(ts, id) < (cursor)`: a row comparison the (ts desc, id desc) indexes answer directly. */
export function afterCursor(tsColumn: SQLWrapper, idColumn: SQLWrapper, key: Keyset, idKind: 'uuid' | 'int'): SQL {
  const id = idKind === 'uuid' ? sql`${key.id}::uuid` : sql`${key.id}::bigint`;
  return sql`(${tsColumn}, ${idColumn}) < (${key.ts}::timestamptz, ${id})`;
}

/** `order by ts desc nulls last, id desc nulls last` for the query builder: the form the (ts desc, id desc) indexes serve. */
export function newestFirst(tsColumn: SQLWrapper, idColumn: SQLWrapper): [SQL, SQL] {
  return [sql`${tsColumn} desc nulls last`, sql`${idColumn} desc nulls last`];
}

/** Splits a fetched `limit + 1` rows into the page and the next cursor. */
export function toPage<T extends { cursor_ts: string; id: string | number }>(rows: T[], limit: number): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  const last = page[page.length - 1]!;
  return { rows: page, nextCursor: encodeCursor({ ts: last.cursor_ts, id: String(last.id) }) };
}

/** Joins optional conditions with AND; `true` when there are none. */
export function whereAll(conditions: (SQL | undefined)[]): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `from`/`to` query bounds (already validated by the contract). A bare date
 * covers its whole UTC day; a date-time bound includes its own instant.
 */
export function timeRange(column: SQLWrapper, from: string | undefined, to: string | undefined): (SQL | undefined)[] {
  const start = from === undefined ? undefined : new Date(DATE_ONLY.test(from) ? `${from}T00:00:00Z` : from);
  const end =
    to === undefined
      ? undefined
      : DATE_ONLY.test(to)
        ? sql`${column} < ${new Date(`${addDays(to, 1)}T00:00:00Z`).toISOString()}::timestamptz`
        : sql`${column} <= ${new Date(to).toISOString()}::timestamptz`;
  return [start ? sql`${column} >= ${start.toISOString()}::timestamptz` : undefined, end];
}
