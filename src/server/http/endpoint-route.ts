import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preValidationHookHandler } from 'fastify';
import type { z } from 'zod';
import { errorSchema } from '@contract/common';
import type { EndpointAuth, EndpointDefinition, EndpointReply, EndpointRequestParts } from '@contract/endpoint';
import { acceptedErrorCodes, errorCodesByStatus } from '@contract/endpoint-errors';
import { isErrorCode } from '@contract/error-codes';
import { AppError } from '@server/errors';
import { bearerToken, requireAdmin, requireApiKey, requireMerchantUser } from '@server/plugins/auth';
import { mfaEnrolmentGate } from './mfa-enrolment-gate';
import { refuseUnsafeText } from './unsafe-text';
import './undeclared-error-codes';

/**
 * Registers routes from the endpoint contract (src/contract/api.ts), so a route's method, path,
 * schemas, guard and documentation all come from its one entry and cannot drift from it.
 */

/** A secret API key (`sk_...`) goes to the key guard; anything else must be a portal session. */
const requireMerchantUserOrApiKey: onRequestHookHandler = async function (request, reply) {
  const guard = bearerToken(request)?.startsWith('sk_') ? requireApiKey : requireMerchantUser;
  await guard.call(this, request, reply, () => undefined);
};

const GUARDS: Record<EndpointAuth, onRequestHookHandler | undefined> = {
  public: undefined,
  merchantUser: requireMerchantUser,
  apiKey: requireApiKey,
  admin: requireAdmin,
  merchantUserOrApiKey: requireMerchantUserOrApiKey,
};

/** OpenAPI security requirement per kind of caller (the schemes are declared in app.ts). */
const SECURITY: Record<EndpointAuth, { [scheme: string]: string[] }[] | undefined> = {
  public: undefined,
  merchantUser: [{ merchantToken: [] }],
  apiKey: [{ apiKey: [] }],
  admin: [{ adminToken: [] }],
  merchantUserOrApiKey: [{ merchantToken: [] }, { apiKey: [] }],
};

/**
 * After the guard: a signed-in caller whose role the entry does not list gets 403 FORBIDDEN_ROLE.
 * Admin entries must list their roles (checked at start); a merchant entry without a list is open
 * to every team role.
 */
function roleCheck(endpoint: EndpointDefinition): onRequestHookHandler | undefined {
  const { roles } = endpoint;
  if (endpoint.auth === 'admin' && roles === undefined) throw new Error(`${endpoint.method} ${endpoint.path} must list the admin roles it allows`);
  if (roles === undefined || endpoint.auth === 'public' || endpoint.auth === 'apiKey') return undefined;
  return async (request) => {
    // An API key acts for the merchant's integration, not a team member: roles do not apply to it.
    if (endpoint.auth === 'merchantUserOrApiKey' && request.apiKeyAuth) return;
    const role = endpoint.auth === 'admin' ? request.admin?.role : request.merchantUser?.role;
    if (role === undefined || !roles.includes(role)) {
      throw new AppError('FORBIDDEN_ROLE', 403, `Your role (${role ?? 'none'}) cannot do this. Ask an account owner or administrator for access.`);
    }
  };
}

type Parts<E extends EndpointDefinition> = EndpointRequestParts<E>;

export type EndpointRequest<E extends EndpointDefinition> = FastifyRequest<{
  Params: Parts<E>['params'];
  Querystring: Parts<E>['query'];
  Body: Parts<E>['body'];
}>;

export type EndpointHandler<E extends EndpointDefinition> = (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointReply<E> | FastifyReply>;

/** What a route may add to its entry: extra hooks and per-route config, never another schema. */
export interface EndpointRouteOptions {
  onRequest?: onRequestHookHandler;
  preValidation?: preValidationHookHandler;
  config?: FastifyContextConfig;
}

// Keyed by the app's context, which every encapsulated plugin instance shares with the root.
const registered = new WeakMap<object, Set<EndpointDefinition>>();

function registry(app: FastifyInstance): Set<EndpointDefinition> {
  let seen = registered.get(app.ctx);
  if (!seen) registered.set(app.ctx, (seen = new Set()));
  return seen;
}

/**
 * The response schemas Fastify serialises with: declared bodies, plus the shared error body for
 * the status of each error code the endpoint documents. The codes themselves are listed only in the
 * OpenAPI document (./error-code-docs.ts): the serialiser must never turn an answer into a 500.
 */
export function responseSchemas(endpoint: EndpointDefinition): Record<number, z.ZodType> {
  const response: Record<number, z.ZodType> = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    if (schema) response[Number(status)] = schema;
  }
  for (const status of errorCodesByStatus(endpoint).keys()) response[status] ??= errorSchema;
  return response;
}

export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const seen = registry(app);
  if (seen.has(endpoint)) throw new Error(`${endpoint.method} ${endpoint.path} is registered twice`);
  seen.add(endpoint);
  // The compiler holds entries to the closed list; this catches one cast past it, before start.
  const unknown = (endpoint.errors ?? []).filter((code) => !isErrorCode(code));
  if (unknown.length > 0) throw new Error(`${endpoint.method} ${endpoint.path} declares unknown error codes: ${unknown.join(', ')}`);

  const guard = GUARDS[endpoint.auth];
  const onRequest = [guard, roleCheck(endpoint), mfaEnrolmentGate(endpoint), options.onRequest].filter(
    (hook): hook is onRequestHookHandler => hook !== undefined,
  );
  const response = responseSchemas(endpoint);
  const json = (endpoint.bodyEncoding ?? 'json') === 'json';

  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      tags: [...endpoint.tags],
      ...(endpoint.summary ? { summary: endpoint.summary } : {}),
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(SECURITY[endpoint.auth] ? { security: SECURITY[endpoint.auth] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && json ? { body: endpoint.body } : {}),
      ...(Object.keys(response).length > 0 ? { response } : {}),
      ...(endpoint.produces ? { produces: [...endpoint.produces] } : {}),
      ...(endpoint.hidden ? { hide: true } : {}),
    },
    ...(onRequest.length > 0 ? { onRequest } : {}),
    // Before the schema and the route's own checks: no NUL or lone surrogate gets past here.
    preValidation: [refuseUnsafeText, ...(options.preValidation ? [options.preValidation] : [])],
    config: { ...options.config, acceptedErrorCodes: acceptedErrorCodes(endpoint) },
    handler: handler as unknown as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}

/** Fails start-up when an endpoint of the contract has no route, or a route was registered twice. */
export function assertEveryEndpointRegistered(app: FastifyInstance, endpoints: readonly { name: string; endpoint: EndpointDefinition }[]): void {
  const seen = registry(app);
  const missing = endpoints.filter(({ endpoint }) => !seen.has(endpoint)).map(({ name, endpoint }) => `${name} (${endpoint.method} ${endpoint.path})`);
  if (missing.length > 0) throw new Error(`Endpoints declared in the contract but not registered: ${missing.join(', ')}`);
}
