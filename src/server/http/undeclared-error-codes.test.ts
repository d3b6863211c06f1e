import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@contract/endpoint';
import type { AppContext } from '@server/context';
import { AppError, conflict, type ErrorCode } from '@server/errors';
import { registerErrorHandler } from '@server/plugins/error-handler';
import { registerEndpoint } from './endpoint-route';
import { forgetUndeclaredErrorAnswers, undeclaredErrorAnswers } from './undeclared-error-codes';

const refuse = defineEndpoint({
  method: 'POST',
  path: '/api/test/refuse',
  auth: 'public',
  tags: ['Test'],
  body: z.object({ code: z.string() }).strict(),
  responses: { 200: z.object({ ok: z.boolean() }) },
  errors: ['LAST_OWNER'],
});

/** The registrar and the error handler on a bare app: the route answers 409 with the code it is sent. */
async function appIn(environment: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('ctx', { config: { environment } } as unknown as AppContext);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerEndpoint(app, refuse, async (request) => {
    throw conflict('Refused', request.body.code as 'LAST_OWNER');
  });
  await app.ready();
  return app;
}

const send = (app: FastifyInstance, code: ErrorCode | string) => app.inject({ method: 'POST', url: '/api/test/refuse', payload: { code } });

afterEach(() => forgetUndeclaredErrorAnswers());

describe('an answer with a code its endpoint does not declare', () => {
  it('is kept for the tests, and the answer itself is unchanged', async () => {
    const app = await appIn('test');
    const declared = await send(app, 'LAST_OWNER');
    expect(declared.statusCode).toBe(409);
    expect(undeclaredErrorAnswers()).toEqual([]);

    const undeclared = await send(app, 'EMAIL_TAKEN');
    expect(undeclared.statusCode).toBe(409);
    expect(undeclared.json()).toEqual({ message: 'Refused', code: 'EMAIL_TAKEN' });
    expect(undeclaredErrorAnswers()).toEqual([{ route: 'POST /api/test/refuse', status: 409, code: 'EMAIL_TAKEN' }]);
    await app.close();
  });

  it('counts the codes the input implies and any request may get as declared', async () => {
    const app = await appIn('test');
    const invalid = await app.inject({ method: 'POST', url: '/api/test/refuse', payload: { code: 'X', extra: 1 } });
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const notJson = await app.inject({ method: 'POST', url: '/api/test/refuse', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.json()).toMatchObject({ code: 'INVALID_JSON' });
    expect(undeclaredErrorAnswers()).toEqual([]);
    await app.close();
  });

  it('is only logged in production, never kept', async () => {
    const app = await appIn('production');
    expect((await send(app, 'EMAIL_TAKEN')).json()).toEqual({ message: 'Refused', code: 'EMAIL_TAKEN' });
    expect(undeclaredErrorAnswers()).toEqual([]);
    await app.close();
  });

  it('refuses to register an entry that lists a code outside the table', () => {
    const app = Fastify({ logger: false });
    app.decorate('ctx', { config: { environment: 'test' } } as unknown as AppContext);
    const bad = { ...refuse, path: '/api/test/bad', errors: ['NOT_A_CODE'] } as unknown as typeof refuse;
    expect(() => registerEndpoint(app, bad, async () => ({ ok: true }))).toThrow('declares unknown error codes: NOT_A_CODE');
    expect(new AppError('LAST_OWNER', 409, 'x').statusCode).toBe(409);
  });
});
