/**
 * Flattens an OpenAPI 3.1 (JSON Schema) body into rows a person can read: `cards[].id`,
 * its type, whether it is required and its limits. Pure; runs at build time.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  description?: string;
  example?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

export interface Field {
  name: string;
  type: string;
  required: boolean;
  constraints: string[];
  description: string | null;
}

export type Resolve = (schema: JsonSchema) => JsonSchema;

/** `#/components/schemas/Payment` -> the schema itself; anything else is returned as is. */
export function refResolver(components: Record<string, JsonSchema> | undefined): Resolve {
  return function resolve(schema) {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components?.[name];
    if (!target) throw new Error(`The OpenAPI document refers to ${schema.$ref}, which it does not define`);
    return resolve(target);
  };
}

export function schemaName(schema: JsonSchema | undefined): string | null {
  return schema?.$ref ? schema.$ref.replace('#/components/schemas/', '').replace(/Input$/, '') : null;
}

const SAFE = Number.MAX_SAFE_INTEGER;
const literal = (value: unknown) => JSON.stringify(value);

/** Splits `anyOf: [X, {type: null}]` into X plus "nullable". */
function unwrapNullable(schema: JsonSchema, resolve: Resolve): { schema: JsonSchema; nullable: boolean } {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return { schema: resolve(schema), nullable: false };
  const rest = options.filter((option) => option.type !== 'null');
  if (rest.length === 1 && rest.length < options.length) return { schema: resolve(rest[0]!), nullable: true };
  return { schema, nullable: false };
}

export function typeLabel(schema: JsonSchema, resolve: Resolve): string {
  const { schema: s, nullable } = unwrapNullable(schema, resolve);
  let label: string;
  if (s.const !== undefined) label = literal(s.const);
  else if (s.enum) label = s.enum.map(literal).join(' | ');
  else if (s.anyOf || s.oneOf) label = (s.anyOf ?? s.oneOf)!.map((option) => typeLabel(option, resolve)).join(' | ');
  else if (s.type === 'array') label = `array of ${s.items ? typeLabel(s.items, resolve) : 'values'}`;
  else if (Array.isArray(s.type)) label = s.type.join(' | ');
  else label = s.type ?? 'object';
  return nullable ? `${label} | null` : label;
}

function constraintsOf(s: JsonSchema): string[] {
  const out: string[] = [];
  if (s.format) out.push(`format: ${s.format}`);
  if (s.minLength !== undefined && s.maxLength !== undefined) out.push(`${s.minLength}-${s.maxLength} characters`);
  else if (s.minLength !== undefined) out.push(`at least ${s.minLength} character${s.minLength === 1 ? '' : 's'}`);
  else if (s.maxLength !== undefined) out.push(`at most ${s.maxLength} characters`);
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  if (s.exclusiveMinimum !== undefined) out.push(`> ${s.exclusiveMinimum}`);
  if (s.minimum !== undefined && s.minimum > -SAFE) out.push(`≥ ${s.minimum}`);
  if (s.exclusiveMaximum !== undefined) out.push(`< ${s.exclusiveMaximum}`);
  if (s.maximum !== undefined && s.maximum < SAFE) out.push(`≤ ${s.maximum}`);
  if (s.minItems !== undefined) out.push(`at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`);
  if (s.maxItems !== undefined) out.push(`at most ${s.maxItems} items`);
  if (s.default !== undefined) out.push(`default ${literal(s.default)}`);
  return out;
}

/** One row per property, nested objects and arrays of objects included; stops at 4 levels. */
export function flattenFields(schema: JsonSchema, resolve: Resolve, prefix = '', depth = 0): Field[] {
  const s = resolve(schema);
  const required = new Set(s.required ?? []);
  const rows: Field[] = [];
  for (const [key, raw] of Object.entries(s.properties ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    const { schema: property } = unwrapNullable(raw, resolve);
    rows.push({
      name,
      type: typeLabel(raw, resolve),
      required: required.has(key),
      constraints: constraintsOf(property),
      description: raw.description ?? property.description ?? null,
    });
    if (depth >= 3) continue;
    if (property.type === 'object' && property.properties) rows.push(...flattenFields(property, resolve, name, depth + 1));
    const map = typeof property.additionalProperties === 'object' ? property.additionalProperties : undefined;
    if (property.type === 'object' && map && !property.properties) {
      rows.push({
        name: `${name}.{key}`,
        type: typeLabel(map, resolve),
        required: false,
        constraints: constraintsOf(resolve(map)),
        description: property.propertyNames?.pattern ? `keys match ${property.propertyNames.pattern}` : null,
      });
    }
    const items = property.type === 'array' && property.items ? resolve(property.items) : undefined;
    if (items?.properties) rows.push(...flattenFields(items, resolve, `${name}[]`, depth + 1));
  }
  return rows;
}

/** The example a schema carries (OpenAPI `example` or JSON Schema `examples`), if any. */
export function exampleOf(schema: JsonSchema | undefined, resolve: Resolve): unknown {
  if (!schema) return undefined;
  const s = resolve(schema);
  return s.example ?? s.examples?.[0];
}

/**
 * A request body shape with placeholder values, for operations whose schema has no example:
 * required fields only, each its default, first allowed value or a typed placeholder.
 */
export function skeletonOf(schema: JsonSchema, resolve: Resolve, depth = 0): unknown {
  const { schema: s } = unwrapNullable(schema, resolve);
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.type === 'array') return depth < 3 && s.items ? [skeletonOf(s.items, resolve, depth + 1)] : [];
  if (s.type === 'object' || s.properties) {
    const required = new Set(s.required ?? []);
    const entries = Object.entries(s.properties ?? {}).filter(([key]) => required.has(key));
    return Object.fromEntries(entries.map(([key, value]) => [key, depth < 3 ? skeletonOf(value, resolve, depth + 1) : null]));
  }
  if (s.type === 'integer' || s.type === 'number') {
    if (s.exclusiveMinimum !== undefined) return s.exclusiveMinimum + 1;
    return s.minimum !== undefined && s.minimum > -SAFE ? s.minimum : 0;
  }
  if (s.type === 'boolean') return false;
  return s.format === 'email' ? 'name@company.example' : '...';
}
