import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Monthly partitions (docs/decisions/0044-monthly-partitions.md). The three tables that grow with
 * every call are partitioned by month of created_at: one partition per UTC month, named
 * <table>_pYYYY_MM, and <table>_default for any row outside them. ensure_month_partitions (SQL) makes
 * them ahead; retention drops a month whole once all of it is past the period.
 */
export const PARTITIONED_TABLES = ['api_request_logs', 'events', 'webhook_deliveries'] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

/** Months made ahead of the current one, so a month's first insert never waits for its partition. */
export const MONTHS_AHEAD = 3;

export interface MonthPartition {
  name: string;
  /** The first instant of the month (UTC), included. */
  from: Date;
  /** The first instant of the next month, excluded. */
  to: Date;
}

const NAME = /_p(\d{4})_(\d{2})$/;

/** A month partition's bounds, read from its name (ensure_month_partitions names them so). */
export function monthOf(name: string): { from: Date; to: Date } | undefined {
  const m = NAME.exec(name);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]) - 1;
  return { from: new Date(Date.UTC(year, month, 1)), to: new Date(Date.UTC(year, month + 1, 1)) };
}

/** The table's month partitions, oldest first (the default partition is not one of them). */
export async function monthPartitions(db: DbOrTx, table: PartitionedTable): Promise<MonthPartition[]> {
  // Raw SQL: the system catalogue, which Drizzle does not describe.
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = ${table}::regclass`);
  return rows
    .flatMap((r) => {
      const month = monthOf(r.name);
      return month && r.name === `${table}_p${r.name.slice(-7)}` ? [{ name: r.name, ...month }] : [];
    })
    .sort((a, b) => a.from.getTime() - b.from.getTime());
}

/** Makes every table's partitions from `from`'s month to MONTHS_AHEAD months ahead; how many were made. */
export async function ensurePartitions(db: DbOrTx, from: Date = new Date()): Promise<number> {
  let made = 0;
  for (const table of PARTITIONED_TABLES) {
    // Raw SQL: a SQL function (src/server/db/sql/ensure_month_partitions.sql).
    const { rows } = await db.execute<{ n: number }>(sql`select ensure_month_partitions(${table}, ${from.toISOString()}::timestamptz, ${MONTHS_AHEAD}) as n`);
    made += Number(rows[0]?.n ?? 0);
  }
  return made;
}

/**
 * Drops one month partition and answers how many rows it held. The rows are counted first (a read of
 * the partition, far cheaper than deleting them). DROP locks the parent for a moment, so a short
 * lock_timeout makes a drop that would wait behind a long reader give up (the next run retries)
 * rather than queue every writer of the table behind it.
 */
export async function dropPartition(db: DbOrTx, partition: MonthPartition): Promise<number> {
  const ident = sql.identifier(partition.name);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local lock_timeout = '2s'`);
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from ${ident}`);
    await tx.execute(sql`drop table ${ident}`);
    return Number(rows[0]?.n ?? 0);
  });
}
