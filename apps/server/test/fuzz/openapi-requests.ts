import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 dialect) the contracts produce. */
export interface TJsonSchema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
}

interface TParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: TJsonSchema;
}

export interface TOpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: TParameter[];
        requestBody?: { content?: Record<string, { schema: TJsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, TJsonSchema> };
}

export interface TOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path with `{name}` segments. */
  path: string;
  parameters: TParameter[];
  body: TJsonSchema | undefined;
}

/** One request before it becomes a URL: parameter texts (already URL-encoded) and a JSON body. */
export interface TRequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** Where one hostile value goes: a parameter, or a position in the body (`[]` is the body). */
export type TSlot =
  { in: 'path' | 'query'; name: string } | { in: 'body'; at: (string | number)[] };

type TResolve = (reference: string) => TJsonSchema | undefined;

/**
 * `hostile`: hostile values mixed in at every level; `minimal`: objects carry their required
 * properties only, so one value set into them is the only thing a handler can trip on.
 */
export interface TMode {
  hostile: boolean;
  minimal: boolean;
}

/** Every operation of the document, in document order. */
export function listOperations(document: TOpenApiDocument): TOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as TOperation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

/** Deeply nested JSON: parsers and databases have depth limits of their own. */
function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** JSON an attacker sends: control and unpaired characters, prototype names, limits, shapes. */
export const HOSTILE_VALUES: readonly unknown[] = [
  'a\u0000b',
  'x\ud800y',
  'constructor',
  '__proto__',
  'toString',
  '',
  'x'.repeat(5000),
  2_147_483_648,
  2 ** 53 + 2,
  1e308,
  -1,
  0.5,
  null,
  true,
  [],
  {},
  nested(2000),
];

/**
 * URL parameter texts, already encoded: NUL, prototype names, numbers past the columns, and
 * bytes that are not UTF-8 (an unpaired surrogate's, an overlong NUL).
 */
export const HOSTILE_PARAMETERS: readonly string[] = [
  'a%00b',
  '%ED%A0%80',
  '%C0%80',
  'constructor',
  '__proto__',
  'toString',
  '',
  'x'.repeat(300),
  '2147483648',
  '9007199254740993',
  '-1',
  '0.5',
  '1e400',
  'NaN',
  '%5Bobject%20Object%5D',
];

function bounds(schema: TJsonSchema) {
  const exclusiveLow = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveHigh = schema.exclusiveMaximum === true ? 1 : 0;
  const min = Math.max(schema.minimum ?? -1_000_000, Number.MIN_SAFE_INTEGER) + exclusiveLow;
  const max = Math.min(schema.maximum ?? 1_000_000, Number.MAX_SAFE_INTEGER) - exclusiveHigh;
  return { min, max: Math.max(min, max) };
}

function stringFor(schema: TJsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 });
}

/** A value of the schema, so requests get past validation into the handlers. */
function valueFor(
  schema: TJsonSchema,
  resolve: TResolve,
  mode: TMode,
  depth = 0,
): fc.Arbitrary<unknown> {
  const valid = validFor(schema, resolve, mode, depth);
  if (!mode.hostile) return valid;
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  );
}

function validFor(
  schema: TJsonSchema,
  resolve: TResolve,
  mode: TMode,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const target = resolve(schema.$ref);
    return target ? validFor(target, resolve, mode, depth) : fc.jsonValue({ maxDepth: 2 });
  }
  const choices = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (choices) return fc.oneof(...choices.map((choice) => validFor(choice, resolve, mode, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return stringFor(schema);
    case 'integer': {
      const { min, max } = bounds(schema);
      // Small values find real rows (ids, levels); the whole range finds the limits.
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 100) }), fc.integer({ min, max }));
    }
    case 'number':
      return fc.double({ ...bounds(schema), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items ?? {}, resolve, mode, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectFor(schema, resolve, mode, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: TJsonSchema, resolve: TResolve, mode: TMode, depth: number) {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([name]) => !mode.minimal || required.has(name),
  );
  const known = fc.record(
    Object.fromEntries(
      properties.map(([name, property]) => [name, valueFor(property, resolve, mode, depth + 1)]),
    ),
    { requiredKeys: properties.map(([name]) => name).filter((name) => required.has(name)) },
  );
  const extra = schema.additionalProperties;
  if (!extra || mode.minimal || depth > 3) return known;
  const values =
    extra === true ? fc.jsonValue({ maxDepth: 2 }) : valueFor(extra, resolve, mode, depth + 1);
  const keys = mode.hostile
    ? fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('a\u0000b', 'x\ud800y', '__proto__'))
    : fc.string({ minLength: 1, maxLength: 12 });
  return fc
    .tuple(known, fc.dictionary(keys, values, { maxKeys: 3 }))
    .map(([fields, more]) => ({ ...more, ...fields }));
}

function parameterFor(parameter: TParameter, resolve: TResolve, mode: TMode) {
  const valid = validFor(parameter.schema, resolve, { ...mode, hostile: false }, 0).map((value) =>
    encodeURIComponent(String(value)),
  );
  if (!mode.hostile) return valid;
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_PARAMETERS) },
  );
}

/** Requests of the operation's shape (see TMode). */
export function requestsFor(
  operation: TOperation,
  resolve: TResolve,
  mode: TMode,
): fc.Arbitrary<TRequestParts> {
  const parameters = (where: 'path' | 'query') =>
    operation.parameters.filter(
      (parameter) =>
        parameter.in === where && (!mode.minimal || where === 'path' || parameter.required),
    );
  const record = (where: 'path' | 'query') =>
    fc.record(
      Object.fromEntries(
        parameters(where).map((parameter) => [
          parameter.name,
          parameterFor(parameter, resolve, mode),
        ]),
      ),
      {
        requiredKeys: parameters(where)
          .filter((parameter) => where === 'path' || parameter.required)
          .map((parameter) => parameter.name),
      },
    ) as fc.Arbitrary<Record<string, string>>;
  return fc.record({
    path: record('path'),
    query: record('query'),
    body: operation.body ? valueFor(operation.body, resolve, mode) : fc.constant(undefined),
  });
}

/** Every parameter and every body position down to a few levels (array items at index 0). */
export function slotsOf(operation: TOperation, resolve: TResolve): TSlot[] {
  const slots: TSlot[] = operation.parameters
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map((parameter) => ({ in: parameter.in as 'path' | 'query', name: parameter.name }));
  const visit = (schema: TJsonSchema, at: (string | number)[]) => {
    slots.push({ in: 'body', at });
    const target = schema.$ref ? resolve(schema.$ref) : schema;
    if (!target || at.length > 3) return;
    for (const [name, property] of Object.entries(target.properties ?? {})) {
      visit(property, [...at, name]);
    }
    if (target.type === 'array' && target.items) visit(target.items, [...at, 0]);
  };
  if (operation.body) visit(operation.body, []);
  return slots;
}

function setAt(container: unknown, at: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(container) ? [...(container as unknown[])] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const object =
    container && typeof container === 'object' && !Array.isArray(container)
      ? { ...(container as Record<string, unknown>) }
      : {};
  object[head] = setAt(object[head], rest, value);
  return object;
}

/** The request with one slot replaced by a hostile value (a text for parameters). */
export function withHostile(parts: TRequestParts, slot: TSlot, value: unknown): TRequestParts {
  if (slot.in === 'body') return { ...parts, body: setAt(parts.body, slot.at, value) };
  return { ...parts, [slot.in]: { ...parts[slot.in], [slot.name]: String(value) } };
}

/** The URL of a request: path segments and query values are already encoded. */
export function urlOf(operation: TOperation, parts: TRequestParts): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => parts.path[name] ?? '');
  const query = Object.entries(parts.query)
    .map(([name, value]) => `${encodeURIComponent(name)}=${value}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}
