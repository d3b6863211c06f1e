import { describe, expect, it } from 'vitest';
import { createGroupedWriter } from './grouped-writer';

/**
 * A write whose answer the test releases, recording when each write left and each waiter heard back.
 * It leaves on the next tick, as a query does: pg's pool hands over an idle connection on one.
 */
function controlledRun(log: string[]) {
  const pending: (() => void)[] = [];
  const send = (items: number[]) =>
    new Promise<number[]>((resolve) => {
      process.nextTick(() => {
        log.push(`sent ${items.join(',')}`);
        pending.push(() => resolve(items.map((n) => n * 10)));
      });
    });
  return {
    run: {
      one: async (n: number) => (await send([n]))[0]!,
      many: (batch: number[]) => send(batch),
    },
    release: () => pending.shift()!(),
    pendingCount: () => pending.length,
  };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('grouped writer', () => {
  it('sends what waited as one batch, and sends it before the last batch’s waiters run on', async () => {
    const log: string[] = [];
    const { run, release, pendingCount } = controlledRun(log);
    const writer = createGroupedWriter(run);
    const answer = (n: number) => writer.write(n, String(n)).then((r) => log.push(`answered ${n}: ${r}`));

    const first = answer(1);
    const rest = [answer(2), answer(3)];
    await settle();
    expect(log).toEqual(['sent 1']);

    release();
    await first;
    // The batch of 2 and 3 left before 1's waiter went on with its answer.
    expect(log).toEqual(['sent 1', 'sent 2,3', 'answered 1: 10']);
    expect(pendingCount()).toBe(1);

    release();
    await Promise.all(rest);
    expect(log.slice(3)).toEqual(['answered 2: 20', 'answered 3: 30']);
    expect(writer.stats()).toMatchObject({ writes: 2, payments: 3, batches: 1, largestBatch: 2 });
  });

  it('writes each item again alone when PostgreSQL refused the batch, and reports any other failure to every waiter', async () => {
    const refused = Object.assign(new Error('deadlock detected'), { code: '40P01', severity: 'ERROR' });
    let manyCalls = 0;
    let failWith: Error = refused;
    let block: Promise<void> = Promise.resolve();
    const writer = createGroupedWriter<number, number>({
      one: async (n) => {
        await block;
        return n + 1;
      },
      many: async () => {
        manyCalls++;
        throw failWith;
      },
    });

    let unblock!: () => void;
    block = new Promise((r) => (unblock = r));
    const head = writer.write(0, '0');
    const batch = [writer.write(1, '1'), writer.write(2, '2')];
    unblock();
    expect(await head).toBe(1);
    expect(await Promise.all(batch)).toEqual([2, 3]);
    expect(manyCalls).toBe(1);

    failWith = new Error('connection lost');
    block = new Promise((r) => (unblock = r));
    const head2 = writer.write(0, '0');
    const lost = [writer.write(1, '1'), writer.write(2, '2')].map((p) => p.catch((err: Error) => err.message));
    unblock();
    await head2;
    expect(await Promise.all(lost)).toEqual(['connection lost', 'connection lost']);

    // The lane is free again afterwards.
    expect(await writer.write(5, '5')).toBe(6);
  });
});
