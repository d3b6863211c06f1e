import { parseDescription, type Block, type ErrorCode } from './description-blocks';
import { exampleOf, flattenFields, refResolver, schemaName, skeletonOf, typeLabel, type Field, type JsonSchema } from './schema-fields';

/**
 * What /api-docs and /developers render, distilled at build time from the server's own
 * OpenAPI document (scripts/vite-openapi-docs.ts), so the pages cannot drift from the API.
 */
export interface ApiReference {
  title: string;
  version: string;
  baseUrl: string;
  groups: { tag: string; operations: ApiOperation[] }[];
  /** The one error body every call answers with (the Error schema). */
  errorFields: Field[];
  /** Every operation left out (staff-only), counted so the page can say so honestly. */
  omitted: number;
}

export interface ApiOperation {
  /** Anchor on the page, e.g. post-api-merchant-process-payment. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description: Block[];
  auth: { scheme: string; description: string } | null;
  parameters: (Field & { location: string })[];
  /** `example` is the schema's own, or placeholder values when `placeholder` is set. */
  body: { contentType: string; schema: string | null; fields: Field[]; example: unknown; placeholder: boolean } | null;
  responses: { status: string; meaning: string; schema: string | null; fields: Field[]; example: unknown }[];
  errorCodes: ErrorCode[];
}

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema; example?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema; example?: unknown }> }>;
};

export interface OpenApiDocument {
  info: { title: string; version: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, { description?: string }> };
}

/** Merchant-facing groups first, in the order a developer meets them. */
export const PUBLIC_TAG_ORDER = ['Payments', 'Payment lifecycle', 'Events and webhooks', 'Merchant portal', 'Merchant verification', 'Contact', 'System'];
/** The tag of the payment lifecycle's endpoints, which the page also introduces with a guide. */
export const LIFECYCLE_TAG = 'Payment lifecycle';
/** Staff endpoints: real, but of no use to anyone outside the company. */
export const STAFF_TAGS = ['Admin'];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const REASONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '402': 'Payment Required',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '413': 'Payload Too Large',
  '415': 'Unsupported Media Type',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

export function operationId(method: string, path: string): string {
  return `${method}-${path}`
    .toLowerCase()
    .replace(/[{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function toBody(contentType: string, media: { schema?: JsonSchema; example?: unknown }, resolve: ReturnType<typeof refResolver>) {
  const schema = media.schema!;
  const example = media.example ?? exampleOf(schema, resolve);
  return {
    contentType,
    schema: schemaName(schema),
    fields: flattenFields(schema, resolve),
    example: example ?? skeletonOf(schema, resolve),
    placeholder: example === undefined,
  };
}

function toOperation(doc: OpenApiDocument, method: string, path: string, op: Operation): ApiOperation {
  const resolve = refResolver(doc.components?.schemas);
  const { blocks, errorCodes } = parseDescription(op.description);
  const scheme = op.security?.map((entry) => Object.keys(entry)[0]).find(Boolean);
  const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
  return {
    id: operationId(method, path),
    method: method.toUpperCase(),
    path,
    summary: op.summary ?? `${method.toUpperCase()} ${path}`,
    description: blocks,
    auth: scheme ? { scheme, description: doc.components?.securitySchemes?.[scheme]?.description ?? scheme } : null,
    parameters: (op.parameters ?? []).map((p) => ({
      name: p.name,
      location: p.in,
      type: p.schema ? typeLabel(p.schema, resolve) : 'string',
      required: Boolean(p.required),
      constraints: p.schema ? flattenFields({ type: 'object', properties: { [p.name]: p.schema } }, resolve)[0]!.constraints : [],
      description: p.description ?? p.schema?.description ?? null,
    })),
    body: media?.schema ? toBody(contentType!, media, resolve) : null,
    responses: Object.entries(op.responses ?? {}).map(([status, response]) => {
      const body = Object.values(response.content ?? {})[0];
      const description = response.description && response.description !== 'Default Response' ? response.description : null;
      const isError = Number(status) >= 400 && status !== '402';
      return {
        status,
        meaning: description ?? REASONS[status] ?? 'Response',
        schema: schemaName(body?.schema) ?? (body?.schema ? 'object' : null),
        // Error bodies share one shape, described once on the page.
        fields: body?.schema && !isError ? flattenFields(body.schema, resolve) : [],
        example: body ? (body.example ?? exampleOf(body.schema, resolve)) : undefined,
      };
    }),
    errorCodes,
  };
}

export function toApiReference(doc: OpenApiDocument): ApiReference {
  const byTag = new Map<string, ApiOperation[]>();
  let omitted = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      if (STAFF_TAGS.includes(tag)) {
        omitted += 1;
        continue;
      }
      byTag.set(tag, [...(byTag.get(tag) ?? []), toOperation(doc, method, path, op)]);
    }
  }
  const rank = (tag: string) => (PUBLIC_TAG_ORDER.includes(tag) ? PUBLIC_TAG_ORDER.indexOf(tag) : PUBLIC_TAG_ORDER.length);
  const tags = [...byTag.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return {
    title: doc.info.title,
    version: doc.info.version,
    baseUrl: doc.servers?.[0]?.url ?? '',
    groups: tags.map((tag) => ({ tag, operations: byTag.get(tag)! })),
    errorFields: doc.components?.schemas?.Error ? flattenFields(doc.components.schemas.Error, refResolver(doc.components.schemas)) : [],
    omitted,
  };
}

export function findOperation(reference: ApiReference, method: string, path: string): ApiOperation | undefined {
  return reference.groups.flatMap((group) => group.operations).find((op) => op.method === method && op.path === path);
}
