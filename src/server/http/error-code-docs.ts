import { ERROR_CODES, type ErrorCode } from '@contract/error-codes';
import { TRANSPORT_ERRORS } from '@contract/endpoint-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The error codes this route's contract entry documents, by status (set by the endpoint registrar). */
    documentedErrorCodes?: ReadonlyMap<number, readonly ErrorCode[]>;
  }
}

type JsonSchema = Record<string, unknown>;

interface TransformInput {
  schema: unknown;
  url: string;
  route: { config?: { documentedErrorCodes?: ReadonlyMap<number, readonly ErrorCode[]> } };
}

interface TransformOutput {
  schema: unknown;
  url: string;
}

/** Lists each error code under the status it is answered with, as an enum on the error body's `code`. */
function withCodeEnum(schema: JsonSchema, codes: readonly ErrorCode[]): JsonSchema {
  const code = {
    type: 'string',
    enum: [...codes],
    description: codes.map((c) => `\`${c}\`: ${ERROR_CODES[c].meaning}`).join('\n'),
  };
  // A named body (`$ref`) keeps its name for the reference pages; OpenAPI 3.1 allows keywords beside it.
  return { ...schema, properties: { ...((schema.properties as JsonSchema | undefined) ?? {}), code } };
}

/**
 * Wraps the zod transform of @fastify/swagger so that each operation's error responses list the
 * codes its contract entry declares for that status (docs/decisions/0027-closed-error-codes.md).
 */
export function documentErrorCodes<I extends TransformInput, O extends TransformOutput>(transform: (input: I) => O): (input: I) => O {
  return (input) => {
    const output = transform(input);
    const byStatus = input.route.config?.documentedErrorCodes;
    const schema = output.schema as { response?: Record<string, JsonSchema> } | undefined;
    if (!byStatus || !schema?.response) return output;
    for (const [status, codes] of byStatus) {
      const body = schema.response[String(status)];
      if (body) schema.response[String(status)] = withCodeEnum(body, codes);
    }
    return output;
  };
}

/** For the document's description: the refusals any request may get, whatever its endpoint. */
export const TRANSPORT_ERRORS_NOTE = `Every error answers \`{ message, code, field? }\`; each operation lists its codes per status. Any request may also get ${TRANSPORT_ERRORS.map(
  (code) => `\`${code}\``,
).join(', ')}.`;
