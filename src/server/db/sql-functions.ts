import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from './migrate';
import { projectPath } from '../project-root';

/**
 * SQL functions as reviewed source files (docs/decisions/0028-sql-functions-as-source-files.md).
 *
 * Every function the migrations define has one file, src/server/db/sql/<name>.sql: a comment that
 * says what it is for and which contract values it uses, then its current CREATE OR REPLACE
 * FUNCTION statement. A migration that changes a function copies the file
 * (`npm run db:function -- <name>`); src/server/db/sql-functions.test.ts and
 * test/sql-functions.test.ts fail when the newest migration, or the migrated database, differs
 * from the file. This module reads both sides for them and for the script.
 */

export const SQL_FUNCTIONS_DIR = projectPath('src/server/db/sql');

/**
 * Splits SQL into its top-level statements, each ending at its `;` (kept). A `;` inside a comment,
 * a quoted string or identifier, or a dollar-quoted body ends nothing. Whatever follows the last
 * `;` (a trailing comment) is returned too, so the pieces join back to the input.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (i < sql.length && depth > 0) {
        if (sql.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth--;
          i += 2;
        } else {
          i++;
        }
      }
    } else if (c === "'" || c === '"') {
      i++;
      while (i < sql.length) {
        if (sql[i] === c && sql[i + 1] === c) i += 2;
        else if (sql[i] === c) break;
        else i++;
      }
      i++;
    } else if (c === '$' && /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(sql.slice(i, i + 64)) && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end === -1 ? sql.length : end + tag.length;
    } else if (c === ';') {
      out.push(sql.slice(start, i + 1));
      start = i + 1;
      i++;
    } else {
      i++;
    }
  }
  if (start < sql.length) out.push(sql.slice(start));
  return out;
}

/** The statement without the comments and blank lines before its first word. */
export function withoutLeadingComments(statement: string): string {
  let s = statement;
  for (;;) {
    const trimmed = s.replace(/^\s+/, '');
    if (trimmed.startsWith('--')) {
      const end = trimmed.indexOf('\n');
      s = end === -1 ? '' : trimmed.slice(end + 1);
    } else if (trimmed.startsWith('/*')) {
      const end = trimmed.indexOf('*/');
      s = end === -1 ? '' : trimmed.slice(end + 2);
    } else {
      return trimmed;
    }
  }
}

const CREATE_FUNCTION = /^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?:(?:"public"|public)\.)?("(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)\s*\(/i;
const DROP_FUNCTION = /^DROP\s+FUNCTION\s+(?:IF\s+EXISTS\s+)?(?:(?:"public"|public)\.)?("(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)/i;

function identifier(raw: string): string {
  return raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw.toLowerCase();
}

/** The function a statement creates, or undefined when it creates none. */
export function createdFunction(statement: string): string | undefined {
  const m = CREATE_FUNCTION.exec(withoutLeadingComments(statement));
  return m ? identifier(m[1]!) : undefined;
}

function droppedFunction(statement: string): string | undefined {
  const m = DROP_FUNCTION.exec(withoutLeadingComments(statement));
  return m ? identifier(m[1]!) : undefined;
}

/**
 * The form two definitions are compared in: from CREATE to the closing `;`, runs of whitespace as
 * one space, and CREATE FUNCTION read as CREATE OR REPLACE FUNCTION (the first migration of a
 * function may create it plainly; its file replaces it, so a later migration can copy the file).
 */
export function normaliseDefinition(statement: string): string {
  return withoutLeadingComments(statement)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\b/i, 'CREATE OR REPLACE FUNCTION');
}

/** The migrations in the order they are applied (drizzle/meta/_journal.json). */
export function migrationFiles(dir = MIGRATIONS_DIR): { tag: string; file: string }[] {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((e) => ({ tag: e.tag, file: path.join(dir, `${e.tag}.sql`) }));
}

export interface MigrationDefinition {
  /** The migration's tag, e.g. 0018_velocity_across_erasure. */
  migration: string;
  /** The CREATE statement as the migration wrote it. */
  statement: string;
}

/**
 * Each function's newest definition across the migrations: the last CREATE of it, unless a later
 * DROP removed it for good.
 */
export function newestMigrationDefinitions(dir = MIGRATIONS_DIR): Map<string, MigrationDefinition> {
  const defs = new Map<string, MigrationDefinition>();
  for (const { tag, file } of migrationFiles(dir)) {
    for (const statement of splitStatements(readFileSync(file, 'utf8'))) {
      const created = createdFunction(statement);
      if (created) {
        defs.set(created, { migration: tag, statement: withoutLeadingComments(statement) });
        continue;
      }
      const dropped = droppedFunction(statement);
      if (dropped) defs.delete(dropped);
    }
  }
  return defs;
}

export interface SourceFile {
  name: string;
  file: string;
  /** The whole file: its comment, then the statement. */
  text: string;
  /** The CREATE OR REPLACE FUNCTION statement alone. */
  statement: string;
}

/** The names of the function source files, sorted. */
export function sourceFunctionNames(dir = SQL_FUNCTIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -'.sql'.length))
    .sort();
}

/**
 * One function's source file. Refused unless it holds exactly one statement, a CREATE OR REPLACE
 * FUNCTION of the function the file is named after.
 */
export function readSourceFile(name: string, dir = SQL_FUNCTIONS_DIR): SourceFile {
  const file = path.join(dir, `${name}.sql`);
  const text = readFileSync(file, 'utf8');
  const statements = splitStatements(text).filter((s) => withoutLeadingComments(s) !== '');
  if (statements.length !== 1) throw new Error(`${file} must hold one statement, not ${statements.length}`);
  const statement = withoutLeadingComments(statements[0]!);
  if (!/^CREATE\s+OR\s+REPLACE\s+FUNCTION\b/i.test(statement)) throw new Error(`${file} must hold a CREATE OR REPLACE FUNCTION statement`);
  const created = createdFunction(statement);
  if (created !== name) throw new Error(`${file} creates ${created ?? 'nothing'}, not ${name}`);
  return { name, file, text, statement };
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * A definition's identity as CREATE OR REPLACE sees it: the argument list and the RETURNS clause
 * (without comments, single-spaced; '' when OUT arguments alone give the result). When either
 * changes, CREATE OR REPLACE adds an overload or fails, so the old function must be dropped first.
 */
export function signature(statement: string): { args: string; returns: string } {
  const s = withoutLeadingComments(statement);
  const bodyAt = s.search(/\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/);
  const head = (bodyAt === -1 ? s : s.slice(0, bodyAt)).replace(/--[^\n]*/g, ' ');
  const open = CREATE_FUNCTION.exec(head)![0].length - 1;
  let depth = 0;
  let close = -1;
  for (let i = open; i < head.length && close === -1; i++) {
    if (head[i] === '(') depth++;
    else if (head[i] === ')' && --depth === 0) close = i;
  }
  if (close === -1) throw new Error('unbalanced argument list');
  const attribute = '(?:LANGUAGE|AS|SET|IMMUTABLE|STABLE|VOLATILE|STRICT|CALLED|PARALLEL|SECURITY|LEAKPROOF|COST|ROWS)';
  const returns = new RegExp(`^\\s*RETURNS\\s+([\\s\\S]+?)\\s*(?=\\b${attribute}\\b|$)`, 'i').exec(head.slice(close + 1));
  return { args: squash(head.slice(open + 1, close)), returns: returns ? squash(returns[1]!) : '' };
}

/**
 * A custom migration's text for the named functions: each source file as it stands. When a
 * function's arguments or result differ from its newest migration, CREATE OR REPLACE would add an
 * overload or fail, so the old one is dropped first (DROP FUNCTION ignores OUT arguments).
 */
export function functionMigrationSql(names: readonly string[], opts: { sourceDir?: string; migrationsDir?: string } = {}): string {
  const current = newestMigrationDefinitions(opts.migrationsDir);
  const sources = names.map((n) => readSourceFile(n, opts.sourceDir));
  const drops: string[] = [];
  for (const src of sources) {
    const old = current.get(src.name);
    if (!old) continue;
    const was = signature(old.statement);
    const now = signature(src.statement);
    if (was.args !== now.args || was.returns !== now.returns) {
      drops.push(`-- ${src.name}: its arguments or result changed, so the old one goes first.\nDROP FUNCTION "${src.name}"(${was.args});`);
    }
  }
  const parts = [...drops, ...sources.map((s) => s.text.trim())];
  const from = names.map((n) => `src/server/db/sql/${n}.sql`).join(', ');
  const head = `-- hand-written below\n-- Written by \`npm run db:function\` from ${from}: change the source files, not this copy.\n`;
  return `${head}${parts.join('\n--> statement-breakpoint\n')}\n`;
}

export interface SqlLiterals {
  /** Every quoted string literal, in order, comments skipped (a function body is read as SQL too). */
  literals: string[];
  /** Each run of two or more literals separated by commas alone, such as `IN ('A', 'B')`. */
  lists: string[][];
}

/** The string literals of a statement and its dollar-quoted body. */
export function sqlLiterals(sql: string): SqlLiterals {
  const literals: string[] = [];
  const lists: string[][] = [];
  let run: string[] = [];
  let afterComma = false;
  const endRun = () => {
    if (run.length >= 2) lists.push(run);
    run = [];
    afterComma = false;
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (sql.startsWith('--', i)) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (sql.startsWith('/*', i)) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (c === "'") {
      let j = i + 1;
      let value = '';
      while (j < sql.length) {
        if (sql[j] === "'" && sql[j + 1] === "'") {
          value += "'";
          j += 2;
        } else if (sql[j] === "'") {
          break;
        } else {
          value += sql[j];
          j++;
        }
      }
      literals.push(value);
      if (!afterComma) endRun();
      run.push(value);
      afterComma = false;
      i = j + 1;
    } else if (c === ',' && run.length > 0 && !afterComma) {
      afterComma = true;
      i++;
    } else {
      endRun();
      const dollar = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64));
      i += dollar && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '') ? dollar[0].length : 1;
    }
  }
  endRun();
  return { literals, lists };
}

/**
 * A contract value a function uses, declared in its file's comment:
 *   `--   DISPUTE_COUNTED_STATUSES = 'NEEDS_RESPONSE', 'UNDER_REVIEW', 'LOST', 'ACCEPTED'`  the whole list
 *   `--   MERCHANT_STATUSES has 'SUSPENDED'`                                             some of its values
 * The name is an export of src/contract (a dotted path reaches into an object, e.g.
 * PAYOUT_TRANSITIONS.PENDING).
 */
export interface ContractDeclaration {
  name: string;
  kind: '=' | 'has';
  values: string[];
}

const DECLARATION = /^--\s+([A-Z][A-Z0-9_]*(?:\.[A-Za-z0-9_]+)*)\s+(=|has)\s+('(?:[^']|'')*'(?:\s*,\s*'(?:[^']|'')*')*)\s*$/;

/** The contract declarations in a source file's comment (the lines before its statement). */
export function contractDeclarations(source: Pick<SourceFile, 'text' | 'statement'>): ContractDeclaration[] {
  const comment = source.text.slice(0, source.text.indexOf(source.statement));
  const out: ContractDeclaration[] = [];
  for (const line of comment.split('\n')) {
    const m = DECLARATION.exec(line.trim());
    if (m) out.push({ name: m[1]!, kind: m[2] as '=' | 'has', values: sqlLiterals(m[3]!).literals });
  }
  return out;
}

/**
 * Upper-case literals that are no contract list's values: PostgreSQL's own words (a time zone, an
 * encoding, the SQLSTATE a guard raises, the TG_OP of a trigger), the SQLSTATE apply_payment_change
 * raises when a request under the same Idempotency-Key finished first (SSK01, which payment-change.ts
 * reads), and the one currency, which the contract's schemas spell as a literal.
 */
export const NOT_CONTRACT_VALUES: ReadonlySet<string> = new Set(['UTC', 'UTF8', 'P0001', 'SSK01', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'GBP', 'YYYY_MM']);
const LOOKS_LIKE_CONTRACT_VALUE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;

/**
 * What is wrong between a function's source file and the contract's lists (named by
 * `contractList`, which answers undefined for a name the contract lacks):
 * - each declaration names a contract list; `=` declares all of its values, `has` only values it has;
 * - the statement uses each declared value, and each `=` list as one literal list;
 * - every upper-case literal in the statement is declared (so a status cannot be typed unchecked),
 *   and every literal list of them is a whole `=` list (so no partial copy of a list hides).
 */
export function contractProblems(
  source: Pick<SourceFile, 'name' | 'text' | 'statement'>,
  contractList: (name: string) => readonly string[] | undefined,
): string[] {
  const problems: string[] = [];
  const used = sqlLiterals(source.statement);
  const declared = new Set<string>();
  const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && new Set(a).size === a.length && a.every((v) => b.includes(v));
  const declarations = contractDeclarations(source);
  for (const d of declarations) {
    const list = contractList(d.name);
    if (!list) {
      problems.push(`${source.name}: ${d.name} is not a list in src/contract`);
      continue;
    }
    if (d.kind === '=' && !sameSet(d.values, list)) {
      problems.push(`${source.name}: declares ${d.name} = ${d.values.join(', ')}, but the contract's list is ${list.join(', ')}`);
    }
    for (const v of d.values) {
      if (!list.includes(v)) problems.push(`${source.name}: '${v}' is not in ${d.name} (${list.join(', ')})`);
      if (!used.literals.includes(v)) problems.push(`${source.name}: declares '${v}' of ${d.name} but does not use it`);
      declared.add(v);
    }
    if (d.kind === '=' && !used.lists.some((l) => sameSet(l, d.values))) {
      problems.push(`${source.name}: declares ${d.name} = ${d.values.join(', ')} but holds no such literal list`);
    }
  }
  for (const v of new Set(used.literals)) {
    if (LOOKS_LIKE_CONTRACT_VALUE.test(v) && !NOT_CONTRACT_VALUES.has(v) && !declared.has(v)) {
      problems.push(`${source.name}: '${v}' is used but not declared against a contract list in the file's comment`);
    }
  }
  for (const l of used.lists) {
    if (l.every((v) => LOOKS_LIKE_CONTRACT_VALUE.test(v)) && !declarations.some((d) => d.kind === '=' && sameSet(d.values, l))) {
      problems.push(`${source.name}: the list ${l.join(', ')} is not declared as a whole contract list (NAME = ...)`);
    }
  }
  return problems;
}
