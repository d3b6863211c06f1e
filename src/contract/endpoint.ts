import type { z } from 'zod';
import type { ErrorCode } from './error-codes';

/**
 * One entry per HTTP endpoint: the single declaration that the server registers its route from
 * and the browser's typed client calls (docs/decisions/0007-endpoint-contract.md).
 */

/** Every endpoint path starts here. */
export const API_BASE_PATH = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: no credentials;
 * - `merchantUser`: a merchant portal session token;
 * - `apiKey`: a secret API key (`sk_test_...` / `sk_live_...`);
 * - `admin`: an admin panel session token;
 * - `merchantUserOrApiKey`: either of the merchant's credentials, told apart by the `sk_` prefix
 *   (the handler finds `merchantUser` or `apiKeyAuth` set, and `roles` apply to the session only).
 */
export type EndpointAuth = 'public' | 'merchantUser' | 'apiKey' | 'admin' | 'merchantUserOrApiKey';

/** How the request body is sent when it is not JSON. */
export type BodyEncoding = 'json' | 'multipart' | 'form';

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** The full path, with `:name` for each path parameter. */
  readonly path: `/api/${string}`;
  readonly auth: EndpointAuth;
  /**
   * The roles allowed to call it, for `admin` and `merchantUser` endpoints; anyone else signed in
   * gets 403 FORBIDDEN_ROLE. Every admin endpoint names its roles; a merchant endpoint without a
   * list is open to every team role.
   */
  readonly roles?: readonly string[];
  readonly tags: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Defaults to json. Multipart and form bodies are read by the route itself, not validated by a schema. */
  readonly bodyEncoding?: BodyEncoding;
  /** Response schemas by status; a success status may be `null` when the body is not JSON (a file, a page). */
  readonly responses: { readonly [status: number]: z.ZodType | null };
  /**
   * The error codes this endpoint answers with besides those its caller and input imply
   * (`impliedErrorCodes` in ./endpoint-errors.ts); each code's status comes from the code table
   * (./error-codes.ts). Answered with the shared `{ message, code, field? }` body, unless
   * `responses` names another for that status.
   */
  readonly errors?: readonly ErrorCode[];
  /** Content types of a non-JSON success body. */
  readonly produces?: readonly string[];
  /** Left out of the OpenAPI document (the document's own endpoint). */
  readonly hidden?: boolean;
  /** The request body limit in bytes, where it differs from the server's default. */
  readonly bodyLimit?: number;
}

/** Declares an endpoint, keeping its literal types so both sides infer from it. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type SuccessStatus = 200 | 201 | 202 | 204;

type SuccessSchemas<E extends EndpointDefinition> = {
  [S in keyof E['responses']]: S extends SuccessStatus ? E['responses'][S] : never;
}[keyof E['responses']];

/** What the handler may return for a successful answer (the serialiser's input). */
export type EndpointReply<E extends EndpointDefinition> = InferInput<SuccessSchemas<E>> extends undefined ? unknown : InferInput<SuccessSchemas<E>>;

/** What a successful answer parses to on the client. */
export type EndpointResult<E extends EndpointDefinition> = SuccessSchemas<E> extends z.ZodType ? z.output<SuccessSchemas<E>> : null;

/** The validated request parts, as the server handler sees them. */
export interface EndpointRequestParts<E extends EndpointDefinition> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
}

type Part<Name extends string, T, Optional extends boolean> = T extends z.ZodType
  ? Optional extends true
    ? { [K in Name]?: z.input<T> }
    : { [K in Name]: z.input<T> }
  : { [K in Name]?: never };

/** What a client passes to call an endpoint: path parameters, query and body, each only where declared. */
export type EndpointInput<E extends EndpointDefinition> = Part<'params', E['params'], false> &
  Part<'query', E['query'], true> &
  (E['bodyEncoding'] extends 'multipart' | 'form' ? { body: FormData } : Part<'body', E['body'], false>);

/** Fills `:name` segments from the parameters, each URI-encoded. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Turns a query object into a query string, skipping undefined, null and blank values. */
export function endpointQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
