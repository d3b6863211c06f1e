import type { EndpointDefinition } from '@contract/endpoint';
import { errorCodesByStatus, TRANSPORT_ERRORS } from '@contract/endpoint-errors';
import { ERROR_CODES, type ErrorCode } from '@contract/error-codes';

type JsonSchema = Record<string, unknown>;

interface OpenApiResponses {
  [status: string]: { content?: Record<string, { schema?: JsonSchema }> } | undefined;
}

interface OpenApiObject {
  paths?: Record<string, Record<string, { responses?: OpenApiResponses } | undefined> | undefined>;
}

/** Lists the codes answered with one status as an enum on the error body's `code`, with their meanings. */
function withCodeEnum(schema: JsonSchema, codes: readonly ErrorCode[]): JsonSchema {
  const code = {
    type: 'string',
    enum: [...codes],
    description: codes.map((c) => `\`${c}\`: ${ERROR_CODES[c].meaning}`).join('\n'),
  };
  // A named body keeps its `$ref`, so the reference pages still name it; OpenAPI 3.1 allows keywords beside it.
  return { ...schema, properties: { ...((schema.properties as JsonSchema | undefined) ?? {}), code } };
}

/**
 * Wraps the zod `transformObject` of @fastify/swagger so that each operation's error responses list
 * the codes its contract entry declares for that status (docs/decisions/0029-closed-error-codes.md).
 * It works on the finished document because the per-route transform's output is reduced to a bare
 * `$ref` afterwards.
 */
export function documentErrorCodes<I, O>(transformObject: (input: I) => O, endpoints: readonly EndpointDefinition[]): (input: I) => O {
  return (input) => {
    const document = transformObject(input);
    const paths = (document as OpenApiObject).paths ?? {};
    for (const endpoint of endpoints) {
      const operation = paths[endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      if (!operation?.responses) continue;
      for (const [status, codes] of errorCodesByStatus(endpoint)) {
        for (const media of Object.values(operation.responses[String(status)]?.content ?? {})) {
          if (media.schema) media.schema = withCodeEnum(media.schema, codes);
        }
      }
    }
    return document;
  };
}

/** For the document's description: the refusals any request may get, whatever its endpoint. */
export const TRANSPORT_ERRORS_NOTE = `Every error answers \`{ message, code, field? }\`; each operation lists its codes per status. Any request may also get ${TRANSPORT_ERRORS.map(
  (code) => `\`${code}\``,
).join(', ')}.`;
