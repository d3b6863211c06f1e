import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorStatuses, isErrorCode, type ErrorStatus } from '@contract/error-codes';

/**
 * No code is thrown outside the contract's closed list (src/contract/error-codes.ts). TypeScript
 * already refuses one, since `AppError` and its helpers take `ErrorCode`; this scan also catches a
 * code smuggled past the compiler (a cast, an `any`) and a status the list does not give the code.
 */

const SERVER = resolve(import.meta.dirname);
/** The helpers of ./errors.ts, with the status each answers and its default code. */
const HELPERS: Record<string, { status: ErrorStatus; code: string }> = {
  badRequest: { status: 400, code: 'VALIDATION_ERROR' },
  unauthorized: { status: 401, code: 'UNAUTHORIZED' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  notFound: { status: 404, code: 'NOT_FOUND' },
  conflict: { status: 409, code: 'CONFLICT' },
};
const LOOKS_LIKE_CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

interface Use {
  where: string;
  code: string;
  status?: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The string literals an expression may evaluate to: itself, or either branch of a conditional. */
function literals(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return literals(node.expression);
  return [];
}

function numberOf(node: ts.Node | undefined): number | undefined {
  return node && ts.isNumericLiteral(node) ? Number(node.text) : undefined;
}

function extendsAppError(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (ts.isClassDeclaration(n)) return (n.heritageClauses ?? []).some((clause) => clause.types.some((t) => t.expression.getText() === 'AppError'));
  }
  return false;
}

function errorCodeUses(file: string): Use[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const uses: Use[] = [];
  const at = (node: ts.Node) => `${relative(SERVER, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : callee.kind === ts.SyntaxKind.SuperKeyword ? 'super' : '';
      const args = node.arguments ?? [];
      if (name === 'AppError' || (name === 'super' && extendsAppError(node))) {
        const status = numberOf(args[1]);
        for (const code of literals(args[0])) uses.push({ where: at(node), code, ...(status !== undefined ? { status } : {}) });
      } else if (name in HELPERS) {
        const helper = HELPERS[name]!;
        const codes = args.length >= 2 ? literals(args[1]) : [helper.code];
        for (const code of codes) uses.push({ where: at(node), code, status: helper.status });
      }
    }
    // `{ status, code: 'X', message }` bodies written by hand (framework and protocol errors).
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'code' && ts.isObjectLiteralExpression(node.parent)) {
      const siblings = node.parent.properties.map((p) => p.name?.getText());
      if (siblings.includes('message') || siblings.includes('status')) {
        const status = node.parent.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'status');
        for (const code of literals(node.initializer)) {
          const n = numberOf(status?.initializer);
          if (LOOKS_LIKE_CODE.test(code)) uses.push({ where: at(node), code, ...(n !== undefined ? { status: n } : {}) });
        }
      }
    }
    // A parameter that carries a code, with a literal default (`code = 'INVALID_CURSOR'`).
    if (ts.isParameter(node) && /code$/i.test(node.name.getText()) && node.initializer) {
      for (const code of literals(node.initializer)) if (LOOKS_LIKE_CODE.test(code)) uses.push({ where: at(node), code });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

const uses = sourceFiles(SERVER).flatMap(errorCodeUses);

describe('error codes thrown by the server', () => {
  it('finds the codes the server throws (the scan itself works)', () => {
    const codes = new Set(uses.map((u) => u.code));
    expect(codes.size).toBeGreaterThan(100);
    for (const known of ['CARD_NUMBER_NOT_ACCEPTED', 'LAST_OWNER', 'ENCRYPTED_VALUE_UNREADABLE', 'HEADERS_TOO_LARGE', 'INVALID_CURSOR', 'MFA_CODE_USED'])
      expect(codes).toContain(known);
  });

  it('throws no code outside the contract’s list', () => {
    expect(uses.filter((u) => !isErrorCode(u.code)).map((u) => `${u.where} ${u.code}`)).toEqual([]);
  });

  it('answers each code only with a status the list gives it', () => {
    const wrong = uses.filter((u) => isErrorCode(u.code) && u.status !== undefined && !(errorStatuses(u.code) as readonly number[]).includes(u.status));
    expect(wrong.map((u) => `${u.where} ${u.code} ${u.status}`)).toEqual([]);
  });

  it('lists no code that nothing answers with', () => {
    const thrown = new Set(uses.map((u) => u.code));
    // Documented for the payment API and kept for its clients, though no longer answered (see its meaning).
    const reserved = new Set(['IDEMPOTENCY_IN_PROGRESS']);
    expect(Object.keys(ERROR_CODES).filter((code) => !thrown.has(code) && !reserved.has(code))).toEqual([]);
  });
});
