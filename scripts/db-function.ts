/**
 * Writes a migration that (re)defines SQL functions from their source files
 * (docs/decisions/0028-sql-functions-as-source-files.md):
 *
 *   npm run db:function -- record_payment [record_payments ...] [--name velocity_window]
 *
 * drizzle-kit makes an empty custom migration (its journal entry and snapshot); this fills it with
 * the files in src/server/db/sql, each as it stands, after `-- hand-written below`. A function whose
 * arguments or result changed is dropped first. Edit the source file, run this, review the migration,
 * and commit the two together: src/server/db/sql-functions.test.ts fails while they differ.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { functionMigrationSql, migrationFiles, readSourceFile, SQL_FUNCTIONS_DIR } from '@server/db/sql-functions';

const ROOT = path.resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
if (values.help || positionals.length === 0) {
  console.log('usage: npm run db:function -- <function> [<function> ...] [--name <migration_name>]');
  console.log(`  writes drizzle/<next>_<name>.sql from ${path.relative(ROOT, SQL_FUNCTIONS_DIR)}/<function>.sql`);
  process.exit(values.help ? 0 : 1);
}
for (const fn of positionals) {
  if (!existsSync(path.join(SQL_FUNCTIONS_DIR, `${fn}.sql`))) fail(`No source file ${path.relative(ROOT, SQL_FUNCTIONS_DIR)}/${fn}.sql`);
  readSourceFile(fn); // refuses a file that is not one CREATE OR REPLACE FUNCTION of its function
}
const name = values.name ?? positionals.join('_');
if (!/^[a-z0-9_]+$/.test(name)) fail(`--name must be lower-case letters, digits and _ (not ${name})`);

// The text first: it is computed against the migrations as they are, before the new one exists.
const sql = functionMigrationSql(positionals);
const before = migrationFiles().length;
const kit = spawnSync('npx', ['drizzle-kit', 'generate', '--custom', '--name', name], { cwd: ROOT, stdio: 'inherit' });
if (kit.status !== 0) fail('drizzle-kit generate --custom failed');
const added = migrationFiles().slice(before);
if (added.length !== 1) fail(`expected drizzle-kit to add one migration, found ${added.length}`);
writeFileSync(added[0]!.file, sql);
console.log(`${path.relative(ROOT, added[0]!.file)} defines ${positionals.join(', ')} from ${path.relative(ROOT, SQL_FUNCTIONS_DIR)}/.`);
if (sql.includes('DROP FUNCTION')) console.log('A signature changed: the migration drops the old function first. Check that nothing else still calls it.');
