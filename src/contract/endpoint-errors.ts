import type { EndpointAuth, EndpointDefinition } from './endpoint';
import { errorStatuses, type ErrorCode, type ErrorStatus } from './error-codes';

/**
 * The error codes an endpoint answers with: those its entry lists (`errors`), and those its caller
 * and input imply, which every entry of that kind shares (docs/decisions/0029-closed-error-codes.md).
 */

/** Refusals any request may get before or around any endpoint: documented once, not per endpoint. */
export const TRANSPORT_ERRORS = [
  'BAD_REQUEST',
  'URI_TOO_LONG',
  'REQUEST_TIMEOUT',
  'EXPECTATION_FAILED',
  'HEADERS_TOO_LARGE',
  'HTTP_VERSION_NOT_SUPPORTED',
  'INTERNAL_ERROR',
  'OVERLOADED',
] as const satisfies readonly ErrorCode[];

/** Every endpoint checks its path, query and body (text with a NUL byte is refused in any of them). */
export const INPUT_ERRORS = ['VALIDATION_ERROR'] as const satisfies readonly ErrorCode[];

/** An endpoint that reads a JSON body; the framework refuses bodies it cannot read with these. */
export const JSON_BODY_ERRORS = ['INVALID_JSON', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'] as const satisfies readonly ErrorCode[];

/** The admin guard: no or a bad session, a merchant's token, and an admin who must set up two-factor sign-in first. */
export const ADMIN_AUTH_ERRORS = ['UNAUTHORIZED', 'FORBIDDEN', 'MFA_ENROLMENT_REQUIRED'] as const satisfies readonly ErrorCode[];

/** The portal guard: no or a bad session, an admin's token, and a suspended merchant. */
export const MERCHANT_USER_AUTH_ERRORS = ['UNAUTHORIZED', 'FORBIDDEN', 'MERCHANT_SUSPENDED'] as const satisfies readonly ErrorCode[];

/** The API key guard: no or a bad key, a suspended merchant, and the key's rate limit. */
export const API_KEY_AUTH_ERRORS = ['UNAUTHORIZED', 'MERCHANT_SUSPENDED', 'RATE_LIMITED'] as const satisfies readonly ErrorCode[];

export const AUTH_ERRORS = {
  public: [],
  merchantUser: MERCHANT_USER_AUTH_ERRORS,
  apiKey: API_KEY_AUTH_ERRORS,
  admin: ADMIN_AUTH_ERRORS,
  merchantUserOrApiKey: [...MERCHANT_USER_AUTH_ERRORS, 'RATE_LIMITED'],
} as const satisfies Record<EndpointAuth, readonly ErrorCode[]>;

/** A signed-in caller whose role the entry does not list. */
export const ROLE_ERRORS = ['FORBIDDEN_ROLE'] as const satisfies readonly ErrorCode[];

type Listed<T> = T extends readonly (infer C)[] ? C : never;

/** Every code a call of this endpoint may answer with, for a client to switch on. */
export type EndpointErrorCode<E extends EndpointDefinition> =
  | Listed<E['errors']>
  | Listed<(typeof AUTH_ERRORS)[E['auth']]>
  | (E['roles'] extends readonly string[] ? Listed<typeof ROLE_ERRORS> : never)
  | Listed<typeof INPUT_ERRORS>
  | Listed<typeof JSON_BODY_ERRORS>
  | Listed<typeof TRANSPORT_ERRORS>;

function readsJsonBody(endpoint: EndpointDefinition): boolean {
  return endpoint.body !== undefined && (endpoint.bodyEncoding ?? 'json') === 'json';
}

/** The codes the endpoint's caller and input imply. */
export function impliedErrorCodes(endpoint: EndpointDefinition): ErrorCode[] {
  const roles = endpoint.roles !== undefined && endpoint.auth !== 'public' && endpoint.auth !== 'apiKey';
  return [...AUTH_ERRORS[endpoint.auth], ...(roles ? ROLE_ERRORS : []), ...INPUT_ERRORS, ...(readsJsonBody(endpoint) ? JSON_BODY_ERRORS : [])];
}

/** The codes the endpoint documents: its own and the implied ones, each once, in the code table's order of statuses. */
export function endpointErrorCodes(endpoint: EndpointDefinition): ErrorCode[] {
  return [...new Set<ErrorCode>([...impliedErrorCodes(endpoint), ...(endpoint.errors ?? [])])];
}

/** The codes an answer of this endpoint may carry without being a mistake: documented, plus what any request may get. */
export function acceptedErrorCodes(endpoint: EndpointDefinition): ReadonlySet<ErrorCode> {
  return new Set<ErrorCode>([...endpointErrorCodes(endpoint), ...JSON_BODY_ERRORS, ...TRANSPORT_ERRORS]);
}

/** The documented codes by HTTP status, statuses ascending and codes sorted. */
export function errorCodesByStatus(endpoint: EndpointDefinition): Map<ErrorStatus, ErrorCode[]> {
  const byStatus = new Map<ErrorStatus, ErrorCode[]>();
  for (const code of endpointErrorCodes(endpoint)) {
    for (const status of errorStatuses(code)) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => [status, [...codes].sort()]));
}
