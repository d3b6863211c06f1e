/**
 * Read-replica costs: `npm run bench:replica`. Starts a primary and a real streaming replica
 * (test/support/replica.ts), then times, one at a time, the pieces a request pays for
 * (docs/decisions/0042-read-replica.md): the read-your-writes lookup a routed read makes on the
 * primary, the mark a write request stores before answering (alone, and 50 at once sharing one
 * statement), and one replica sample (both positions), which each instance takes every 100 ms.
 * Options: --n N (default 2000).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from '@server/cli/cli-support';
import { createDatabase } from '@server/db/client';
import { startReplicaPair } from '../test/support/replica';
import { ReadMarkWriter, readMark, ReplicaMonitor } from '@server/modules/read-replica';

const args = parseArgs(process.argv.slice(2));
const N = Number(args.n ?? 2000);

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((x, y) => x - y);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  console.log(`${label.padEnd(52)} p50 ${at(50).toFixed(3)} ms   p99 ${at(99).toFixed(3)} ms   (${samples.length} runs)`);
}

async function time(runs: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn(i);
    out.push(performance.now() - started);
  }
  return out;
}

const pair = await startReplicaPair();
const primary = createDatabase(pair.primaryUrl, 10);
const replica = createDatabase(pair.replicaUrl, 10);
try {
  const marks = new ReadMarkWriter(primary.db);
  await time(200, (i) => marks.mark(`k:warm-${i}`));
  summary('mark one write (upsert, unlogged)', await time(N, (i) => marks.mark(`k:bench-${i % 500}`)));
  summary(
    'mark 50 concurrent writes (one statement)',
    await time(Math.ceil(N / 50), (i) => Promise.all(Array.from({ length: 50 }, (_, j) => marks.mark(`k:burst-${i}-${j}`)))),
  );
  summary('read-your-writes lookup, principal with a mark', await time(N, (i) => readMark(primary.db, `k:bench-${i % 500}`)));
  summary('read-your-writes lookup, principal without one', await time(N, (i) => readMark(primary.db, `k:none-${i}`)));
  const monitor = new ReplicaMonitor(primary.pool, replica.pool, 5000, { warn: () => undefined, info: () => undefined });
  summary('one replica sample (primary + replica position)', await time(N, () => monitor.sample()));
  await monitor.stop();
} finally {
  await replica.close();
  await primary.close();
  await pair.stop();
}
