import { parse, GLOBAL_HELP, UsageError } from '../args.js';
import { connect, type CommandContext } from '../context.js';
import { followStream } from '../event-stream.js';
import type { RequestLogEntry } from '../../types.js';

export const LOGS_HELP = `Usage: smartsplit logs tail [--status 4xx|404] [--path /api/merchant/...] [--json]

Streams the requests made with your keys of this key's mode as they are logged (within about a
second), from every server instance: time, method, path, status, duration and request id.

Options:
  --status S    a status class (2xx, 4xx, 5xx) or an exact status (e.g. 402)
  --path P      requests whose path starts with P
  --json        print each entry's JSON

${GLOBAL_HELP}`;

function line(r: RequestLogEntry): string {
  const time = r.createdAt.replace('T', ' ').slice(0, 19);
  return `${time}  ${r.method.padEnd(6)} ${r.path}  [${r.status}]  ${r.durationMs} ms  ${r.requestId}${r.errorCode ? `  ${r.errorCode}` : ''}`;
}

export async function logs(args: string[], { io, signal }: CommandContext): Promise<number> {
  const { values, positionals } = parse('logs', args, { status: { type: 'string' }, path: { type: 'string' }, json: { type: 'boolean' } }, 1);
  if (values.help) return (io.out(LOGS_HELP), 0);
  if (positionals[0] !== 'tail')
    throw new UsageError(positionals[0] ? `unknown logs command ${JSON.stringify(positionals[0])}; use logs tail` : 'use smartsplit logs tail', 'logs');
  if (values.status !== undefined && !/^[1-5](xx|\d\d)$/.test(values.status))
    throw new UsageError('--status must be a class such as 4xx or an exact status such as 404', 'logs');
  const { apiKey, baseUrl } = connect(values, io);
  /** Which connection the stream is on: 0 for the first. */
  let connection = 0;
  await followStream({
    baseUrl,
    apiKey,
    path: '/api/merchant/stream/request-log',
    query: { status: values.status, path: values.path },
    signal,
    // Announced once the server says the stream is live (its `ready` frame), not when its headers arrive.
    onOpen: (attempt) => {
      connection = attempt;
    },
    onRetry: (reason, waitMs) => io.err(`Connection lost (${reason}); reconnecting in ${(waitMs / 1000).toFixed(1)} s`),
    onFrame: ({ event, data }) => {
      if (event === 'ready') io.err(connection === 0 ? `Tailing the request log of ${baseUrl} (Ctrl-C to stop)` : 'Reconnected.');
      if (event !== 'request') return;
      io.out(values.json ? data : line(JSON.parse(data) as RequestLogEntry));
    },
  });
  return 0;
}
