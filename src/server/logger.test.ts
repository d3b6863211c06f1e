import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './server';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger({ logLevel: 'info' }, destination) };
}

describe('the process logger', () => {
  it('logs a client that left mid-answer as info, not as an error', async () => {
    const { lines, logger } = capture();
    // As the compression pipe reports it (reply.log.error(err)).
    logger.error(new Error('premature close'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.level, l.event])).toEqual([[30, 'client_closed']]);
  });

  it('still logs every other error as an error', async () => {
    const { lines, logger } = capture();
    logger.error(new Error('connection refused'));
    logger.warn(new Error('premature close'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => l.level)).toEqual([50, 40]);
  });
});
