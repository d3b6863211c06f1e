import { describe, expect, it, vi } from 'vitest';
import { createSlowLogger } from './slow-log';

describe('createSlowLogger', () => {
  it('warns above 300 ms for queries and 100 ms for parsing, not at the threshold', () => {
    const warn = vi.fn();
    const log = createSlowLogger({ warn, now: () => 0 });
    log('query', 'GET /a', 300);
    log('parse', 'GET /a', 100);
    expect(warn).not.toHaveBeenCalled();
    log('query', 'GET /a', 301);
    log('parse', 'GET /a', 101);
    expect(warn.mock.calls).toEqual([['Slow query: GET /a took 301 ms'], ['Slow JSON parse: GET /a took 101 ms']]);
  });

  it('repeats a key only after the 5000 ms window, and keys are independent', () => {
    const warn = vi.fn();
    let now = 0;
    const log = createSlowLogger({ warn, now: () => now });
    log('query', 'GET /a', 900);
    now = 4999;
    log('query', 'GET /a', 900);
    log('query', 'GET /b', 900);
    expect(warn).toHaveBeenCalledTimes(2);
    now = 5000;
    log('query', 'GET /a', 900);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
