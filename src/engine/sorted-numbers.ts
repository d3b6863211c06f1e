/**
 * Small sorted-number helpers for the bounds. Inputs are a few dozen values,
 * where insertion beats Array.prototype.sort and typed-array allocation.
 */

/** Sorts in place ascending and drops duplicates; returns the same array. */
export function sortUnique(values: number[]): number[] {
  // Insertion sort is quadratic; fine for a wallet, not for a pathological one.
  if (values.length > 64) values.sort((a, b) => a - b);
  for (let i = 1; i < values.length; i++) {
    const v = values[i];
    let j = i;
    while (j > 0 && values[j - 1] > v) {
      values[j] = values[j - 1];
      j--;
    }
    values[j] = v;
  }
  let unique = 0;
  for (let i = 0; i < values.length; i++) {
    if (i === 0 || values[i] !== values[i - 1]) values[unique++] = values[i];
  }
  values.length = unique;
  return values;
}

/**
 * Keeps top[0..size) as the largest values seen, descending, at most `limit`
 * of them, with a payload carried alongside in tag[]. Returns the new size.
 */
export function insertTop(top: number[], tag: number[], size: number, limit: number, value: number, payload: number): number {
  if (limit === 0) return 0;
  if (size === limit && value <= top[size - 1]) return size;
  let i = size === limit ? size - 1 : size;
  while (i > 0 && top[i - 1] < value) {
    top[i] = top[i - 1];
    tag[i] = tag[i - 1];
    i--;
  }
  top[i] = value;
  tag[i] = payload;
  return size === limit ? size : size + 1;
}

/** A packed (not holey) array of zeros, which V8 keeps as fast unboxed doubles. */
export function zeros(length: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < length; i++) out.push(0);
  return out;
}
