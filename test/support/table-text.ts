import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** Every row of every table in the public schema as text, by table: what a copy of the database holds. */
export async function everyTableText(t: Pick<TestApp, 'db'>, skip: readonly string[] = []): Promise<Record<string, string>> {
  const tables = await t.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    if (skip.includes(table_name)) continue;
    const rows = await t.db.execute<{ row: string }>(sql.raw(`select t::text as row from "${table_name}" t`));
    out[table_name] = rows.rows.map((r) => r.row).join('\n');
  }
  return out;
}
