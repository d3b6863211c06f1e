import { parse, GLOBAL_HELP, UsageError } from '../args.js';
import { webhookSecret } from '../config.js';
import { connect, requireTestKey, type CommandContext } from '../context.js';
import { followStream } from '../event-stream.js';
import { clock, describeError } from '../output.js';
import { generateTestHeaders } from '../../webhooks.js';

export const LISTEN_HELP = `Usage: smartsplit listen [--forward-to URL] [--events TYPE,TYPE] [--json]

Streams your test mode's events as they happen, from whichever server instance answers, and
POSTs each one to --forward-to signed like a real delivery (Standard Webhooks: webhook-id,
webhook-timestamp, webhook-signature) with a signing secret kept in the config folder, so your
handler verifies it with client.webhooks.verify. Prints one line per event: time, type, id and
the answer's status. Reconnects on its own and resumes after the last event it saw.

Options:
  --forward-to URL    where to POST each event (without it, events are only printed)
  --events LIST       comma-separated event types (default: all); see smartsplit trigger --list
  --json              print each event's JSON instead of a line

${GLOBAL_HELP}`;

/** How long a forward may take before it counts as failed. */
const FORWARD_TIMEOUT_MS = 10_000;

export async function listen(args: string[], { io, signal }: CommandContext): Promise<number> {
  const { values } = parse('listen', args, { 'forward-to': { type: 'string' }, events: { type: 'string' }, json: { type: 'boolean' } });
  if (values.help) return (io.out(LISTEN_HELP), 0);
  const forwardTo = values['forward-to'];
  if (forwardTo !== undefined && !/^https?:\/\/[^\s]+$/.test(forwardTo)) throw new UsageError('--forward-to must be an http:// or https:// URL', 'listen');
  const { apiKey, baseUrl } = connect(values, io);
  requireTestKey(apiKey, 'smartsplit listen');

  const { secret, file } = webhookSecret(io.env);
  if (forwardTo) io.err(`Your webhook signing secret is ${secret} (kept in ${file})`);

  // One delivery at a time, in the order the events were stored.
  let deliveries = Promise.resolve();
  /** Which connection the stream is on: 0 for the first. */
  let connection = 0;
  const deliver = async (raw: string, id: string, type: string) => {
    if (!forwardTo) return io.out(`${clock()}  ${type}  ${id}`);
    const { body, headers } = generateTestHeaders({ payload: raw, secret, id });
    let outcome: string;
    try {
      const answer = await fetch(forwardTo, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'smartsplit-cli' },
        body,
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      });
      await answer.arrayBuffer().catch(() => undefined);
      outcome = `[${answer.status}]`;
    } catch (err) {
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : err instanceof Error ? err.message : String(err);
      outcome = `[ERROR] ${cause}`;
    }
    io.out(`${clock()}  ${type}  ${id}  --> POST ${forwardTo} ${outcome}`);
  };

  await followStream({
    baseUrl,
    apiKey,
    path: '/api/merchant/stream/events',
    query: { types: values.events },
    signal,
    // Ready once the server says the stream is live (its `ready` frame), not when its headers arrive:
    // an event stored between the two would not reach this stream.
    onOpen: (attempt) => {
      connection = attempt;
    },
    onRetry: (reason, waitMs) => io.err(`Connection lost (${reason}); reconnecting in ${(waitMs / 1000).toFixed(1)} s`),
    onFrame: async ({ event, data, id }) => {
      if (event === 'ready') {
        if (connection === 0)
          io.err(`Ready! Listening for ${values.events ?? 'all'} test events on ${baseUrl}${forwardTo ? `, forwarding to ${forwardTo}` : ''} (Ctrl-C to stop)`);
        else io.err('Reconnected.');
        const ready = JSON.parse(data) as { replayed: number; more: boolean };
        if (ready.replayed > 0)
          io.err(`Caught up on ${ready.replayed} event(s) missed while disconnected${ready.more ? ' (more were missed than can be replayed)' : ''}`);
        return;
      }
      if (event !== 'event' || !id) return;
      if (values.json) {
        io.out(data);
        return;
      }
      const type = (JSON.parse(data) as { type?: string }).type ?? 'event';
      deliveries = deliveries.then(() => deliver(data, id, type)).catch((err: unknown) => io.err(describeError(err)));
      // Wait for it, so the id to resume after is only advanced past delivered events.
      await deliveries;
    },
  });
  await deliveries;
  return 0;
}
