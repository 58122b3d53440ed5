/**
 * Hostile requests for one operation of an OpenAPI document. Every case is invalid by the
 * operation's own documented schema, so the only right answer is a 4xx in the error shape.
 * Bounded: at most a dozen cases per operation, whatever the route.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /jobpost/get/{id} (after /v1). */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, when the operation takes JSON. */
  jsonBody?: JsonSchema;
  /** The operation takes a multipart form. */
  multipart: boolean;
}

export interface HostileCase {
  name: string;
  method: string;
  /** The full path after /v1, query included. */
  url: string;
  /** Raw body text (sent as application/json) or none. */
  body?: string;
  type?: string;
}

const TRAVERSALS = ['..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', '%7B%22%24gt%22%3A%22%22%7D'];
const MB = 1024 * 1024;

const typeOf = (schema: JsonSchema | undefined): string | undefined => {
  if (!schema) return undefined;
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  const variants = schema.anyOf ?? schema.oneOf;
  return variants ? typeOf(variants.find((v) => v.type !== 'null')) : undefined;
};

/** A value of the wrong type for a schema, or undefined when any value would do. */
function wrongValue(schema: JsonSchema | undefined): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not-a-number';
    case 'boolean':
      return 'not-a-boolean';
    case 'array':
      return 'not-an-array';
    case 'object':
      return 'not-an-object';
    default:
      return undefined;
  }
}

/** A query value that breaks a parameter's schema, or undefined when any text is valid. */
function wrongQueryValue(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const type = typeOf(schema);
  if (type === 'number' || type === 'integer') return 'NaN-%24gt';
  if (type === 'boolean') return 'maybe';
  if (schema.enum) return '%24ne';
  if (schema.pattern || schema.format) {
    const traversal = TRAVERSALS[0];
    // A pattern that takes any text but U+0000 (every free text states it) is broken by U+0000.
    return schema.pattern && new RegExp(schema.pattern).test(decodeURIComponent(traversal ?? ''))
      ? 'a%00b'
      : traversal;
  }
  return undefined;
}

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** A path with its parameters filled in: `value` for `target`, a plausible id elsewhere. */
function fill(path: string, target: string | null, value: string): string {
  return path.replace(/\{(\w+)\}/g, (_all, name: string) =>
    name === target ? value : '0123456789abcdef01234567',
  );
}

export function casesFor(operation: Operation): HostileCase[] {
  const { method, path } = operation;
  const cases: HostileCase[] = [];
  const base = fill(path, null, '');
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');

  for (const param of pathParams.slice(0, 2)) {
    for (const traversal of TRAVERSALS) {
      cases.push({
        name: `path ${param.name} = ${traversal}`,
        method,
        url: fill(path, param.name, traversal),
      });
    }
  }

  const required = queryParams.filter((p) => p.required);
  for (const param of queryParams.slice(0, 4)) {
    const value = wrongQueryValue(param.schema);
    if (value === undefined) continue;
    const others = required
      .filter((p) => p.name !== param.name)
      .map((p) => `&${p.name}=x`)
      .join('');
    cases.push({
      name: `query ${param.name} = ${value}`,
      method,
      url: `${base}?${param.name}=${value}${others}`,
    });
  }

  const takesBody = ['POST', 'PUT', 'PATCH'].includes(method);
  if (!takesBody || (!operation.jsonBody && !operation.multipart)) return cases;

  const json = (name: string, body: string) => cases.push({ name, method, url: base, body });
  json('malformed JSON', '{"a": 1,');
  json('__proto__ key', '{"__proto__": {"polluted": true}, "a": 1}');
  json('constructor.prototype key', '{"constructor": {"prototype": {"polluted": true}}}');
  json('nested 20,000 levels', nested(20_000));
  json('1 MB string', JSON.stringify({ a: 'x'.repeat(MB) }));

  const properties = Object.entries(operation.jsonBody?.properties ?? {});
  if (operation.jsonBody && properties.length) {
    const wrong = Object.fromEntries(
      properties
        .map(([name, schema]) => [name, wrongValue(schema)] as const)
        .filter(([, value]) => value !== undefined),
    );
    if (Object.keys(wrong).length) json('wrong types', JSON.stringify(wrong));
    const operators = Object.fromEntries(
      properties
        .filter(([, schema]) => typeOf(schema) !== 'object' && typeOf(schema) !== undefined)
        .map(([name]) => [name, { $gt: '' }]),
    );
    if (Object.keys(operators).length) json('NoSQL operators', JSON.stringify(operators));
    // The database refuses U+0000: a route must refuse it first, not fail half-way (a 500).
    const nul = properties
      .filter(([, schema]) => typeOf(schema) === 'string')
      .map(([name]) => [name, 'a\u0000b']);
    if (nul.length) json('U+0000 in strings', JSON.stringify(Object.fromEntries(nul)));
  } else if (operation.jsonBody) {
    json('not an object', '"just text"');
  }
  if (operation.multipart) {
    cases.push({
      name: 'broken multipart',
      method,
      url: base,
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n',
      type: 'multipart/form-data; boundary=x',
    });
  }
  return cases;
}

/** The operations of an OpenAPI 3 document. */
export function operationsOf(document: {
  paths?: Record<string, Record<string, unknown>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const spec = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const content = spec.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: spec.parameters ?? [],
        ...(content['application/json']?.schema
          ? { jsonBody: content['application/json'].schema }
          : {}),
        multipart: Boolean(content['multipart/form-data']),
      });
    }
  }
  return operations;
}
