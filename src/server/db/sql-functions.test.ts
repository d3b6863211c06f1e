import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractProblems,
  functionMigrationSql,
  migrationFiles,
  newestMigrationDefinitions,
  normaliseDefinition,
  readSourceFile,
  signature,
  sourceFunctionNames,
  splitStatements,
  sqlLiterals,
  withoutLeadingComments,
} from './sql-functions';

/**
 * SQL functions as source files (docs/decisions/0028-sql-functions-as-source-files.md): the files in
 * src/server/db/sql against the migrations and the contract. test/sql-functions.test.ts compares them
 * with a migrated database.
 */

const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../contract');
const isList = (value: unknown): value is readonly string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
const isTable = (value: unknown): value is Record<string, readonly string[]> =>
  !!value && Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(isList);

/** Every list the contract exports (and table of lists, such as PAYOUT_TRANSITIONS), by its export name. */
let contract: Map<string, readonly string[] | Record<string, readonly string[]>>;

beforeAll(async () => {
  contract = new Map();
  for (const file of readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(pathToFileURL(path.join(CONTRACT_DIR, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!isList(value) && !isTable(value)) continue;
      if (contract.has(name) && contract.get(name) !== value) throw new Error(`two contract modules export a list named ${name}`);
      contract.set(name, value);
    }
  }
  expect(contract.get('DISPUTE_COUNTED_STATUSES')).toBeDefined();
});

/** A contract list by name (NAME, or NAME.key into a table of lists), or undefined. */
function contractList(name: string): readonly string[] | undefined {
  const [head, key, ...rest] = name.split('.');
  const value = contract.get(head!);
  if (rest.length > 0) return undefined;
  if (key === undefined) return isList(value) ? value : undefined;
  return value && !isList(value) && Object.hasOwn(value, key) ? value[key] : undefined;
}

describe('SQL function source files', () => {
  const names = sourceFunctionNames();
  const newest = newestMigrationDefinitions();

  it('has one file for every function the migrations define, and none for a function they do not', () => {
    expect(names).toEqual([...newest.keys()].sort());
    expect(names.length).toBeGreaterThanOrEqual(18);
  });

  it.each(names)('%s.sql is the newest definition of its function in drizzle/', (name) => {
    const source = readSourceFile(name);
    const def = newest.get(name)!;
    expect(
      normaliseDefinition(source.statement),
      `src/server/db/sql/${name}.sql differs from its newest definition, in drizzle/${def.migration}.sql. ` +
        `Write the migration from the file: npm run db:function -- ${name}`,
    ).toBe(normaliseDefinition(def.statement));
  });

  it.each(names)('%s.sql uses contract values as the contract has them', (name) => {
    expect(contractProblems(readSourceFile(name), contractList)).toEqual([]);
  });

  it('finds contract lists by name, and a row of a table of lists by NAME.key', () => {
    expect(contractList('DISPUTE_OPEN_STATUSES')).toEqual(['NEEDS_RESPONSE', 'UNDER_REVIEW']);
    expect(contractList('PAYOUT_TRANSITIONS.PENDING')).toEqual(['PROCESSING', 'FAILED']);
    expect(contractList('PAYOUT_TRANSITIONS.NOPE')).toBeUndefined();
    expect(contractList('NO_SUCH_LIST')).toBeUndefined();
  });

  it('ties the dispute leg trigger to the contract list it repeats', () => {
    const source = readSourceFile('disputes_check_leg');
    expect(sqlLiterals(source.statement).lists).toContainEqual([...contractList('DISPUTE_COUNTED_STATUSES')!]);
  });
});

describe('hand-written SQL in migrations', () => {
  /** From this migration on, hand-written SQL follows a line `-- hand-written below` (README, Migrations). */
  const FIRST_MARKED = 17;
  // What drizzle-kit never generates: functions, triggers and data changes.
  const HAND_WRITTEN = /^(?:CREATE\s+(?:OR\s+REPLACE\s+)?(?:FUNCTION|TRIGGER|CONSTRAINT\s+TRIGGER)|DROP\s+(?:FUNCTION|TRIGGER)|INSERT|UPDATE|DELETE)\b/i;

  it.each(migrationFiles().slice(FIRST_MARKED))('$tag has its hand-written SQL below `-- hand-written below`', ({ file }) => {
    const sql = readFileSync(file, 'utf8');
    const marker = sql.search(/^-- hand-written below$/m);
    let at = 0;
    const above: string[] = [];
    for (const statement of splitStatements(sql)) {
      const start = at + statement.indexOf(withoutLeadingComments(statement));
      at += statement.length;
      if (HAND_WRITTEN.test(withoutLeadingComments(statement)) && (marker === -1 || start < marker)) above.push(withoutLeadingComments(statement).slice(0, 60));
    }
    expect(above).toEqual([]);
  });
});

describe('contract values in SQL', () => {
  const source = (statement: string, comment = '') => ({ name: 'f', text: `${comment}\n${statement}`, statement });
  const body = (sql: string) => `CREATE OR REPLACE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n${sql}\nEND;\n$$;`;
  const lists: Record<string, string[]> = {
    DISPUTE_COUNTED_STATUSES: ['NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED'],
    MERCHANT_STATUSES: ['ACTIVE', 'SUSPENDED'],
  };
  const list = (name: string) => lists[name];
  const counted = body("PERFORM 1 FROM disputes d WHERE d.status IN ('NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED');");
  const declared = "--   DISPUTE_COUNTED_STATUSES = 'NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED'";

  it('accepts a list declared whole and used whole', () => {
    expect(contractProblems(source(counted, declared), list)).toEqual([]);
  });

  it('refuses a status the file does not declare', () => {
    expect(contractProblems(source(counted), list)).toEqual(expect.arrayContaining([expect.stringContaining("'LOST' is used but not declared")]));
  });

  it('refuses a list that lost a value, declared or not', () => {
    const partial = body("PERFORM 1 FROM disputes d WHERE d.status IN ('NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST');");
    expect(contractProblems(source(partial, declared), list)).toEqual(
      expect.arrayContaining([expect.stringContaining('holds no such literal list'), expect.stringContaining("declares 'ACCEPTED'")]),
    );
    const shortDeclared = "--   DISPUTE_COUNTED_STATUSES = 'NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST'";
    expect(contractProblems(source(partial, shortDeclared), list)).toEqual([
      "f: declares DISPUTE_COUNTED_STATUSES = NEEDS_RESPONSE, UNDER_REVIEW, LOST, but the contract's list is NEEDS_RESPONSE, UNDER_REVIEW, LOST, ACCEPTED",
    ]);
  });

  it('refuses a value the contract list lacks, and a name the contract lacks', () => {
    const suspended = body("IF m.status = 'SUSPENDDED' THEN RETURN NULL; END IF;");
    expect(contractProblems(source(suspended, "--   MERCHANT_STATUSES has 'SUSPENDDED'"), list)).toEqual([
      "f: 'SUSPENDDED' is not in MERCHANT_STATUSES (ACTIVE, SUSPENDED)",
    ]);
    expect(contractProblems(source(suspended, "--   MERCHANT_STATE has 'SUSPENDDED'"), list)).toEqual(
      expect.arrayContaining(['f: MERCHANT_STATE is not a list in src/contract']),
    );
  });

  it('reads literals past comments, quotes and dollar quotes, and PostgreSQL words are not contract values', () => {
    const sql = body("-- the customer's 'X'\nIF TG_OP = 'DELETE' THEN RAISE EXCEPTION 'it''s %', 'A' USING ERRCODE = 'P0001'; END IF;");
    expect(sqlLiterals(sql).literals).toEqual(['DELETE', "it's %", 'A', 'P0001']);
    expect(contractProblems(source(sql), list)).toEqual(["f: 'A' is used but not declared against a contract list in the file's comment"]);
  });
});

describe('reading migrations', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'sql-functions-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function fixture(migrations: Record<string, string>, sources: Record<string, string>) {
    const root = mkdtempSync(path.join(dir, 'case-'));
    mkdirSync(path.join(root, 'drizzle/meta'), { recursive: true });
    mkdirSync(path.join(root, 'sql'));
    const entries = Object.keys(migrations).map((tag, idx) => ({ idx, tag }));
    writeFileSync(path.join(root, 'drizzle/meta/_journal.json'), JSON.stringify({ entries }));
    for (const [tag, sql] of Object.entries(migrations)) writeFileSync(path.join(root, 'drizzle', `${tag}.sql`), sql);
    for (const [name, sql] of Object.entries(sources)) writeFileSync(path.join(root, 'sql', `${name}.sql`), sql);
    return { migrationsDir: path.join(root, 'drizzle'), sourceDir: path.join(root, 'sql') };
  }

  const v1 = `CREATE FUNCTION "g"(a integer) RETURNS integer\nLANGUAGE sql AS $$ SELECT a; $$;`;
  const v2 = `-- g doubles now\nCREATE OR REPLACE FUNCTION "g"(a integer) RETURNS integer\nLANGUAGE sql AS $$ SELECT a * 2; $$;`;

  it('splits statements at top-level semicolons only', () => {
    const sql =
      `-- a; comment\nCREATE FUNCTION h() RETURNS text AS $body$ SELECT ';'; $body$ LANGUAGE sql;--> statement-breakpoint\n` + `SELECT 'x;y', "a;b" /* ; */;`;
    const parts = splitStatements(sql);
    expect(parts).toHaveLength(2);
    expect(parts.join('')).toBe(sql);
  });

  it('takes the last definition, and forgets a function dropped for good', () => {
    const { migrationsDir } = fixture(
      {
        '0000_a': `${v1}\n--> statement-breakpoint\nCREATE FUNCTION k() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$;`,
        '0001_b': `${v2}\n--> statement-breakpoint\nDROP FUNCTION k();`,
      },
      {},
    );
    const defs = newestMigrationDefinitions(migrationsDir);
    expect([...defs.keys()]).toEqual(['g']);
    expect(defs.get('g')!.migration).toBe('0001_b');
    expect(normaliseDefinition(defs.get('g')!.statement)).toBe(normaliseDefinition(v2));
    expect(normaliseDefinition(v1)).not.toBe(normaliseDefinition(v2));
    expect(normaliseDefinition(v1)).toBe(normaliseDefinition(v1.replace('CREATE FUNCTION', 'CREATE OR REPLACE  FUNCTION').replace(/\n/g, '\n   ')));
  });

  it('writes a migration from the source files, dropping the old function only when its signature changed', () => {
    const same = fixture({ '0000_a': v1 }, { g: v2 });
    const sql = functionMigrationSql(['g'], same);
    expect(sql.startsWith('-- hand-written below\n')).toBe(true);
    expect(sql).toContain(v2);
    expect(sql).not.toContain('DROP FUNCTION');

    const v3 = `CREATE OR REPLACE FUNCTION "g"(a integer, b integer) RETURNS integer\nLANGUAGE sql AS $$ SELECT a * b; $$;`;
    const changed = fixture({ '0000_a': v1 }, { g: v3 });
    const dropped = functionMigrationSql(['g'], changed);
    expect(dropped).toContain('DROP FUNCTION "g"(a integer);\n--> statement-breakpoint\nCREATE OR REPLACE FUNCTION "g"(a integer, b integer)');
  });

  it('sees a changed result as a changed signature, and ignores comments in the header', () => {
    expect(signature(readSourceFile('record_payment').statement).returns).toBe('');
    expect(signature(readSourceFile('record_payments').statement).returns).toBe('TABLE (outcome text, response_status integer, response_body text)');
    expect(signature(readSourceFile('audit_logs_append_only').statement)).toEqual({ args: '', returns: 'trigger' });
    const commented = `CREATE FUNCTION g(a integer) -- note (\nRETURNS bigint LANGUAGE sql AS $$ SELECT 1 $$;`;
    expect(signature(commented)).toEqual({ args: 'a integer', returns: 'bigint' });
  });

  it('refuses a source file that is not one CREATE OR REPLACE of the function it is named after', () => {
    const bad = fixture({}, { g: v1, h: v2, two: `${v2}\n${v2}` });
    expect(() => readSourceFile('g', bad.sourceDir)).toThrow(/CREATE OR REPLACE FUNCTION/);
    expect(() => readSourceFile('h', bad.sourceDir)).toThrow(/creates g, not h/);
    expect(() => readSourceFile('two', bad.sourceDir)).toThrow(/one statement, not 2/);
  });
});
