import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_ID_PATTERN } from '@contract/api-request-log';
import * as endpoints from '@contract/endpoints/merchant-streams';
import { eventIdSchema } from '@contract/events';
import { parseEventTypes } from '@contract/streams';
import { badRequest } from '@server/errors';
import { registerEndpoint } from '@server/http/endpoint-route';
import { requestExists } from '@server/modules/api-log';
import { eventExists } from '@server/modules/events';
import { apiStreamHub, type StreamKey } from '@server/modules/streams';

/** Where a stream resumes: `?since=`, else the Last-Event-ID header a reconnecting client sends. */
function resumeFrom(request: FastifyRequest, since: string | undefined, valid: (id: string) => boolean): string | undefined {
  if (since !== undefined) return since;
  const header = request.headers['last-event-id'];
  if (typeof header !== 'string' || header === '') return undefined;
  if (!valid(header)) throw badRequest('Last-Event-ID is not an id this stream sent', 'VALIDATION_ERROR', { field: 'since' });
  return header;
}

const unknownSince = () =>
  badRequest('since: no such item in this key’s mode; reconnect without it (or with a later id)', 'VALIDATION_ERROR', { field: 'since' });

/** An API key's live streams of its own mode's events and request log (decision 0036). */
export async function merchantStreamRoutes(app: FastifyInstance): Promise<void> {
  const hub = apiStreamHub(app.ctx);
  app.addHook('preClose', async () => hub.stop());
  const keyOf = (request: FastifyRequest): StreamKey => {
    const { keyId, merchantDbId, mode } = request.apiKeyAuth!;
    return { keyId, merchantDbId, mode };
  };

  registerEndpoint(app, endpoints.streamEvents, async (request, reply) => {
    const key = keyOf(request);
    const since = resumeFrom(request, request.query.since, (id) => eventIdSchema.safeParse(id).success);
    if (since !== undefined && !(await eventExists(app.ctx, { merchantDbId: key.merchantDbId, mode: key.mode, id: since }))) throw unknownSince();
    hub.open(reply, key, { kind: 'events', types: parseEventTypes(request.query.types) }, since);
    return reply;
  });

  registerEndpoint(app, endpoints.streamRequestLog, async (request, reply) => {
    const key = keyOf(request);
    const since = resumeFrom(request, request.query.since, (id) => REQUEST_ID_PATTERN.test(id));
    if (since !== undefined && !(await requestExists(app.ctx.database.db, { merchantDbId: key.merchantDbId, mode: key.mode, requestId: since }))) {
      throw unknownSince();
    }
    hub.open(reply, key, { kind: 'request-log', status: request.query.status, path: request.query.path }, since);
    return reply;
  });
}
