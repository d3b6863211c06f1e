/**
 * Text every endpoint refuses, wherever it appears in a request: NUL (U+0000), which PostgreSQL
 * cannot store in text, and unpaired UTF-16 surrogates, which have no UTF-8 form (the driver turns
 * them into U+FFFD, so what is stored is not what was sent). The server checks every request
 * against this before its schema runs (src/server/http/endpoint-route.ts); forms use the same rule
 * through the shared schemas.
 */

export const NUL_MESSAGE = 'Text must not contain NUL characters (U+0000)';
export const SURROGATE_MESSAGE = 'Text must be valid Unicode: it contains an unpaired surrogate';

// Code units, not code points (no `u` flag): a high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string is refused, or null when it is safe to store. */
export function unsafeTextProblem(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

export function isSafeText(text: string): boolean {
  return unsafeTextProblem(text) === null;
}

export interface UnsafeText {
  /** Where the string is: object keys and array indexes from the root, e.g. `['merchantIds', '3']`. */
  path: string[];
  message: string;
}

/** A key as it may be named in an error: its unsafe characters replaced, so the answer and the log stay valid text. */
function printableKey(key: string): string {
  return key.split('\u0000').join('\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
}

function isWalkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== 'object') return false;
  const proto: object | null = Object.getPrototypeOf(value) as object | null;
  // Plain objects only: parsed JSON, and query strings and path parameters, which parsers build on
  // prototypes without a parent. Not class instances such as Buffers, streams or dates.
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

interface Visit {
  value: unknown;
  key: string | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The first unsafe string in a parsed request part (a string, or plain objects and arrays of
 * them at any depth), object keys included; null when there is none. The walk keeps its own
 * stack and builds a path only for what it reports, so a deeply nested body costs time in
 * proportion to its size and cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): UnsafeText | null {
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      const message = unsafeTextProblem(current);
      if (message) return { path: pathOf(visit), message };
      continue;
    }
    if (!isWalkable(current)) continue;
    const entries: [string, unknown][] = Array.isArray(current) ? current.map((item, index) => [String(index), item]) : Object.entries(current);
    for (const [key] of entries) {
      const message = unsafeTextProblem(key);
      if (message) return { path: [...pathOf(visit), printableKey(key)], message };
    }
    // Pushed last-first so that, among values, the first in the document is reported first.
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: visit });
  }
  return null;
}
