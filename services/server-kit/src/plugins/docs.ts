import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_NUL, STATUS_DESCRIPTIONS, statedChecks } from '@boatcare/shared-domain/endpoints/docs';
import { declarations } from '@boatcare/shared-domain/endpoints/table';

interface DocumentedOperation {
  parameters?: { schema?: object }[];
  requestBody?: {
    required?: boolean;
    content?: Record<string, { schema?: { nullable?: boolean } }>;
  };
  responses?: Record<string, DocumentedResponse>;
}

interface DocumentedResponse {
  description?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
}

type Override = NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'];
type OverrideContext = Parameters<NonNullable<Override>>[0];

/**
 * How the routes' Zod schemas become JSON Schema: what fastify-type-provider-zod's own
 * override does (a nullable union as one `nullable` schema in OpenAPI 3.0, a Date answered as
 * a date-time string), which a custom override replaces, and `statedChecks` (what zod checks
 * and JSON Schema leaves out: a pipe's enum, format or pattern). The library tells input from
 * output there; here a Date or undefined is documented as answered, which no input schema has.
 */
function documentedSchema(context: OverrideContext): void {
  const { zodSchema, jsonSchema } = context;
  const type = zodSchema._zod.def.type;
  if (type === 'union' && jsonSchema.anyOf) {
    jsonSchema.anyOf = jsonSchema.anyOf.filter((branch) => Object.keys(branch).length > 0);
    const isNull = (branch: z.core.JSONSchema.BaseSchema) =>
      branch.nullable === true && branch.enum?.length === 1 && branch.enum[0] === null;
    const others = jsonSchema.anyOf.filter((branch) => !isNull(branch));
    if (others.length > 0 && others.length < jsonSchema.anyOf.length) {
      if (others.length === 1) {
        delete jsonSchema.anyOf;
        Object.assign(jsonSchema, others[0], { nullable: true });
      } else Object.assign(jsonSchema, { anyOf: others, nullable: true });
    }
  }
  // OpenAPI 3.0's `nullable` adds null to a stated type only: a nullable choice (a nullable
  // union, or a union made nullable) says it in each typed branch.
  if (jsonSchema.nullable && !jsonSchema.type && jsonSchema.anyOf) {
    delete jsonSchema.nullable;
    jsonSchema.anyOf = jsonSchema.anyOf.map((branch) =>
      branch.type ? { ...branch, nullable: true } : branch,
    );
  }
  if (type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
  if (type === 'undefined') jsonSchema.type = 'null';
  statedChecks(context);
}

/**
 * Every answer says what its status means (the error shape's statuses alike on every
 * operation), and a 429 its Retry-After header.
 */
function describedAnswers<D extends { paths?: object }>(document: D): D {
  for (const item of Object.values(document.paths ?? {}) as Record<string, DocumentedOperation>[])
    for (const operation of Object.values(item))
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        answer.description = STATUS_DESCRIPTIONS[Number(status)] ?? answer.description;
        if (status === '429')
          answer.headers = {
            'Retry-After': {
              description: 'Seconds until the limit lets this caller through again.',
              schema: { type: 'integer', minimum: 1 },
            },
          };
      }
  return document;
}

/**
 * The endpoints whose success answer is not JSON, as OpenAPI names their path and method: a
 * stream (`stream: true`, Server-Sent Events) or a file (`produces`, its bytes).
 */
const MEDIA = declarations
  .filter(({ endpoint }) => endpoint.stream || endpoint.produces)
  .map(({ endpoint }) => ({
    path: endpoint.path.replace(/:(\w+)/g, '{$1}'),
    method: endpoint.method.toLowerCase(),
    stream: Boolean(endpoint.stream),
    type: endpoint.stream ? 'text/event-stream' : (endpoint.produces ?? ''),
  }));

/** Those answers in their own media type (their errors stay JSON). */
function mediaAnswers<D extends { paths?: object }>(document: D): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, DocumentedOperation>>;
  for (const { path, method, stream, type } of MEDIA) {
    const ok = paths[path]?.[method]?.responses?.['200'];
    const json = ok?.content?.['application/json'];
    if (ok && json)
      ok.content = { [type]: stream ? json : { schema: { type: 'string', format: 'binary' } } };
  }
  return document;
}

/**
 * @fastify/swagger marks every request body required; a body whose schema is nullable may be
 * left out (Fastify validates a missing body as `null`), so its operation says so.
 */
function optionalBodies<D extends { paths?: object }>(document: D): D {
  for (const item of Object.values(document.paths ?? {}) as Record<string, DocumentedOperation>[])
    for (const operation of Object.values(item)) {
      const body = operation.requestBody;
      if (body?.content?.['application/json']?.schema?.nullable) body.required = false;
    }
  return document;
}

/** The multipart endpoints with their `form`, as OpenAPI names their path and method. */
const FORMS = declarations
  .filter(({ endpoint }) => endpoint.multipart && endpoint.form)
  .map(({ endpoint }) => ({
    path: endpoint.path.replace(/:(\w+)/g, '{$1}'),
    method: endpoint.method.toLowerCase(),
    form: endpoint.form as z.ZodType,
  }));

/**
 * A multipart endpoint's body, which the service reads itself (no Fastify body schema): its
 * declared `form`, as `multipart/form-data` with the files as binary parts.
 */
function multipartBodies<D extends { paths?: object }>(document: D): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, DocumentedOperation>>;
  for (const { path, method, form } of FORMS) {
    const operation = paths[path]?.[method];
    if (!operation) continue;
    const { $schema: _, ...schema } = z.toJSONSchema(form, {
      io: 'input',
      target: 'openapi-3.0',
      override: documentedSchema,
    });
    // A part the form does not name is refused (readMultipart), unless the form takes any.
    schema.additionalProperties ??= false;
    operation.requestBody = { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return document;
}

/** The schemas inside a JSON Schema: properties, items, values, branches. */
function subschemas(schema: Record<string, unknown>): unknown[] {
  const of = (key: string) => schema[key];
  const properties = of('properties');
  return [
    ...(properties && typeof properties === 'object' ? Object.values(properties) : []),
    of('items'),
    of('additionalProperties'),
    ...['anyOf', 'oneOf', 'allOf'].flatMap((key) => {
      const branches = of(key);
      return Array.isArray(branches) ? branches : [];
    }),
  ];
}

/**
 * Every input text refuses U+0000 (plugins/body-shape.ts, readMultipart): each string of a
 * parameter or request body without a pattern, format or values of its own states it as its
 * pattern, and each record (`additionalProperties` a schema) as the pattern of its keys
 * (`propertyNames`, which OpenAPI 3.0 lacks but JSON Schema tools read), so a client or fuzzer
 * knows such a text is invalid. Run
 * after the overrides, which may give a string the pattern of its pipe (an email's).
 */
function nulFreeInputs<D extends { paths?: object }>(document: D): D {
  const pending: unknown[] = [];
  for (const item of Object.values(document.paths ?? {}) as Record<string, DocumentedOperation>[])
    for (const operation of Object.values(item)) {
      for (const parameter of operation.parameters ?? []) pending.push(parameter.schema);
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        pending.push(media.schema);
    }
  while (pending.length) {
    const schema = pending.pop();
    if (!schema || typeof schema !== 'object') continue;
    const node = schema as Record<string, unknown>;
    if (node.type === 'string' && !node.pattern && !node.format && !node.enum)
      node.pattern = NO_NUL;
    // The keys of a record are read (an object's unnamed keys are dropped, whatever they hold).
    if (node.type === 'object' && typeof node.additionalProperties === 'object')
      node.propertyNames ??= { pattern: NO_NUL };
    pending.push(...subschemas(node));
  }
  return document;
}

/** The key the JSON parser refuses at any depth (400, prototype poisoning). */
const PROTO = '__proto__';

/**
 * Any JSON value but an object with the key `__proto__`, at any depth: what a key a body's
 * schema does not name may hold (validation drops it, whatever it holds; the parser refuses
 * `__proto__` anywhere first).
 */
const JSON_VALUE = {
  anyOf: [
    // OpenAPI 3.0's `nullable` adds null to a stated type only.
    { type: 'string', nullable: true },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'array', items: { $ref: '#/components/schemas/JsonValue' } },
    {
      type: 'object',
      not: { required: [PROTO] },
      additionalProperties: { $ref: '#/components/schemas/JsonValue' },
    },
  ],
};

/**
 * Every object of a JSON body states that `__proto__` is no key of it, and that a key it does
 * not name holds no such object either (`JsonValue`): Fastify's parser refuses such a body,
 * though an unnamed key is otherwise dropped. Stated with `not`/`required`, which OpenAPI 3.0's
 * schemas have: `propertyNames` is a later draft's, which OpenAPI 3.0 readers (schemathesis
 * among them) ignore.
 */
function protoFreeKeys<D extends { paths?: object; components?: object }>(document: D): D {
  const pending: unknown[] = [];
  for (const item of Object.values(document.paths ?? {}) as Record<string, DocumentedOperation>[])
    for (const operation of Object.values(item))
      pending.push(operation.requestBody?.content?.['application/json']?.schema);
  // A schema the transform shares between places is stated once.
  const seen = new WeakSet<object>();
  while (pending.length) {
    const schema = pending.pop();
    if (!schema || typeof schema !== 'object' || seen.has(schema)) continue;
    seen.add(schema);
    const node = schema as Record<string, unknown>;
    if (node.type === 'object') {
      const refused = { required: [PROTO] };
      if (node.not) node.allOf = [...((node.allOf as unknown[]) ?? []), { not: refused }];
      else node.not = refused;
      const extras = node.additionalProperties;
      const free =
        extras === undefined ||
        extras === true ||
        (typeof extras === 'object' && extras !== null && Object.keys(extras).length === 0);
      if (free) node.additionalProperties = { $ref: '#/components/schemas/JsonValue' };
    }
    pending.push(...subschemas(node));
  }
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  return {
    ...document,
    components: { ...components, schemas: { ...components.schemas, JsonValue: JSON_VALUE } },
  };
}

/** OpenAPI from the routes' own Zod schemas, at /docs of each service. */
export const docsPlugin = fp<{ title: string; description: string; prefix: string }>(
  async (app, { title, description, prefix }) => {
    await app.register(swagger, {
      openapi: {
        info: { title, description, version: '1.0.0' },
        servers: [{ url: prefix }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: createJsonSchemaTransform({ zodToJsonConfig: { override: documentedSchema } }),
      transformObject: (document) =>
        'openapiObject' in document
          ? describedAnswers(
              protoFreeKeys(
                nulFreeInputs(
                  multipartBodies(mediaAnswers(optionalBodies(document.openapiObject))),
                ),
              ),
            )
          : document.swaggerObject,
    });
    // The docs pages themselves are public; the routes they describe keep their own rules.
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      await docs.register(swaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list' } });
    });
  },
  { name: 'boatcare-docs' },
);
