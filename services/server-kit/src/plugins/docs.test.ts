import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { rulesOf, trimmedMinimum } from '@boatcare/shared-domain/endpoints/docs';
import { auth, personalData, webhooks } from '@boatcare/shared-domain/endpoints';
import { declarations } from '@boatcare/shared-domain/endpoints/table';
import { Ajv } from 'ajv';
import { documentsFromTable, type JsonSchema, type OpenApiDocument } from '../testing/documents.ts';

/**
 * The four OpenAPI documents say what the servers enforce: checked over the documents the
 * services' own machinery makes from the endpoint table, against the table's zod schemas.
 */

type Node = z.core.$ZodTypes;
/** The schema a wrapper (optional, nullable, default, ...) wraps. */
const innerOf = (node: Node): Node | undefined => {
  const def = node._zod.def;
  return 'innerType' in def ? (def.innerType as Node) : undefined;
};

let documents: Record<string, OpenApiDocument>;
beforeAll(async () => {
  documents = await documentsFromTable();
}, 60_000);

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

/** Each documented declaration with its operation in its service's document. */
function operations() {
  return declarations
    .filter(({ endpoint }) => !endpoint.hidden)
    .map(({ name, endpoint }) => {
      const operation =
        documents[endpoint.service]?.paths[openApiPath(endpoint.path)]?.[
          endpoint.method.toLowerCase()
        ];
      if (!operation) throw new Error(`${name} is not in the ${endpoint.service} document`);
      return { name, endpoint, operation };
    });
}

/** The values a zod schema allows when it lists them (an enum, literals, a pipe into them). */
function enumSource(node: Node): boolean {
  const def = node._zod.def;
  if (def.type === 'enum' || def.type === 'literal') return true;
  if (def.type === 'union') return def.options.every((option) => enumSource(option as Node));
  const inner = innerOf(node);
  if (inner) return enumSource(inner);
  if (def.type === 'pipe') return enumSource(def.out as Node) || enumSource(def.in as Node);
  return false;
}

/** A pipe from text into an array of listed values (a comma list). */
function listOfEnumFromText(node: Node): boolean {
  const def = node._zod.def;
  if (def.type !== 'pipe') return false;
  const out = (def.out as Node)._zod.def;
  return out.type === 'array' && enumSource(out.element as Node);
}

/** The string format zod checks on a node, as JSON Schema names it. */
function formatOf(node: Node): string | undefined {
  const def = node._zod.def;
  if (def.type === 'pipe') return formatOf(def.out as Node) ?? formatOf(def.in as Node);
  if (def.type !== 'string' || !('format' in def)) return undefined;
  const format = String(def.format);
  const names: Record<string, string> = { datetime: 'date-time', url: 'uri' };
  return format && format !== 'regex' ? (names[format] ?? format) : undefined;
}

const lists = (schema: JsonSchema): boolean =>
  Array.isArray(schema.enum) ||
  (Array.isArray(schema.anyOf) && schema.anyOf.length > 0 && schema.anyOf.every(lists));

interface Finding {
  at: string;
  zod: Node;
  json: JsonSchema;
}

/** Walks a zod input schema and its JSON Schema together, node by node. */
function walk(zod: Node, json: JsonSchema | undefined, at: string, found: Finding[]): void {
  if (!json) return;
  found.push({ at, zod, json });
  const def = zod._zod.def;
  const inner = innerOf(zod);
  if (inner) return walk(inner, json, at, found);
  switch (def.type) {
    case 'pipe':
      // The document shows the input side, unless the input is a bare transform.
      return walk(
        (def.in._zod.def.type === 'transform' ? def.out : def.in) as Node,
        json,
        at,
        found,
      );
    case 'object':
      for (const [key, value] of Object.entries(def.shape))
        walk(value as Node, json.properties?.[key], `${at}.${key}`, found);
      return;
    case 'array':
      return walk(def.element as Node, json.items, `${at}[]`, found);
    case 'record':
      return walk(
        def.valueType as Node,
        typeof json.additionalProperties === 'object' ? json.additionalProperties : undefined,
        `${at}{}`,
        found,
      );
    case 'union': {
      const branches = json.anyOf ?? json.oneOf;
      if (branches?.length === def.options.length)
        def.options.forEach((option, index) =>
          walk(option as Node, branches[index], `${at}|${index}`, found),
        );
      return;
    }
    default:
      return;
  }
}

/** Every node of every operation's input, with its documented JSON Schema. */
function inputNodes(): Finding[] {
  const found: Finding[] = [];
  for (const { name, endpoint, operation } of operations()) {
    for (const part of ['params', 'query'] as const) {
      const schema = endpoint[part] as z.ZodObject | undefined;
      for (const [key, value] of Object.entries(schema?.shape ?? {})) {
        const parameter = operation.parameters?.find((p) => p.name === key);
        walk(value, parameter?.schema, `${name} ${part}.${key}`, found);
      }
    }
    const content = operation.requestBody?.content ?? {};
    if (endpoint.body)
      walk(
        endpoint.body as unknown as Node,
        content['application/json']?.schema,
        `${name} body`,
        found,
      );
    if (endpoint.form)
      walk(
        endpoint.form as unknown as Node,
        content['multipart/form-data']?.schema,
        `${name} form`,
        found,
      );
  }
  return found;
}

describe('the OpenAPI documents state what the servers enforce', () => {
  it('list the values of every input whose schema allows only some, through pipes too', () => {
    const found = inputNodes();
    expect(found.length).toBeGreaterThan(500);
    const unlisted = found
      .filter(({ zod, json }) => {
        if (listOfEnumFromText(zod) && json.type === 'string') return !json.pattern;
        return enumSource(zod) && !lists(json);
      })
      .map(({ at }) => at);
    expect([...new Set(unlisted)]).toEqual([]);
  });

  it('state the format of every input whose schema checks one (date-time, uri, email, date)', () => {
    const missing = inputNodes()
      .filter(({ zod, json }) => {
        const format = formatOf(zod);
        return format && !json.anyOf && json.format !== format;
      })
      .map(({ at, zod, json }) => `${at}: ${formatOf(zod)} documented as ${String(json.format)}`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('state every rule a schema checks in code, in the operation description', () => {
    const unstated: string[] = [];
    for (const { name, endpoint, operation } of operations())
      for (const part of ['params', 'query', 'body', 'form'] as const) {
        const schema = endpoint[part];
        for (const { path, sentence } of schema ? rulesOf(schema) : [])
          if (!sentence || !operation.description?.includes(sentence))
            unstated.push(`${name} ${part}${path ? `.${path}` : ''}`);
      }
    // Each needs `.describe('the rule in one sentence')` next to its refine or superRefine.
    expect(unstated).toEqual([]);
  });

  it('answer 413 in the error shape, with the limit stated, on every operation with a body', () => {
    const unlimited = operations()
      .filter(({ operation }) => operation.requestBody)
      .filter(
        ({ operation }) =>
          !operation.responses['413']?.content?.['application/json'] ||
          !/Body limit: .*MiB/.test(operation.description ?? ''),
      )
      .map(({ name }) => name);
    expect(unlimited).toEqual([]);
    const json = operations().find(({ name }) => name === 'auth.register')?.operation;
    expect(json?.description).toContain('Body limit: 1 MiB of JSON; over it 413.');
    const translations = operations().find(({ name }) => name === 'translationsAdmin.saveFile');
    expect(translations?.operation.description).toContain('Body limit: 5 MiB of JSON');
    const upload = operations().find(({ name }) => name === 'jobpost.create')?.operation;
    expect(upload?.description).toContain(
      'each file at most 10 MiB, the whole form at most 25 MiB',
    );
  });

  it('document 400 wherever there is input, 429 with Retry-After on every write, and say what each status means', () => {
    const wrong: string[] = [];
    for (const { name, endpoint, operation } of operations()) {
      const input = Boolean(operation.parameters?.length) || Boolean(operation.requestBody);
      if (input && !operation.responses['400']) wrong.push(`${name}: no 400`);
      if (endpoint.method !== 'GET') {
        if (!operation.responses['429']?.headers?.['Retry-After'])
          wrong.push(`${name}: no 429 with Retry-After`);
      }
      for (const [status, answer] of Object.entries(operation.responses))
        if (!answer.description || answer.description === 'Default Response')
          wrong.push(`${name}: ${status} undescribed`);
    }
    expect(wrong).toEqual([]);
  });
  it('state that no input text may hold U+0000: every string a pattern, format or values, every record its keys', () => {
    const unstated: string[] = [];
    const visit = (schema: JsonSchema | undefined, at: string) => {
      if (!schema) return;
      if (schema.type === 'string' && !schema.pattern && !schema.format && !schema.enum)
        unstated.push(at);
      // A record (its values typed); a key the schema does not name is dropped, whatever it is.
      const record =
        typeof schema.additionalProperties === 'object' && !schema.additionalProperties.$ref;
      if (schema.type === 'object' && record) {
        const names = schema.propertyNames as JsonSchema | undefined;
        if (!names?.pattern || new RegExp(names.pattern).test('a\u0000')) unstated.push(`${at}{}`);
      }
      for (const [key, child] of Object.entries(schema.properties ?? {}))
        visit(child, `${at}.${key}`);
      visit(schema.items, `${at}[]`);
      if (typeof schema.additionalProperties === 'object')
        visit(schema.additionalProperties, `${at}{}`);
      for (const branch of [
        ...(schema.anyOf ?? []),
        ...(schema.oneOf ?? []),
        ...(schema.allOf ?? []),
      ])
        visit(branch, `${at}|`);
    };
    for (const { name, operation } of operations()) {
      for (const parameter of operation.parameters ?? [])
        visit(parameter.schema, `${name} ${parameter.in}.${parameter.name}`);
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {}))
        visit(media.schema, `${name} ${type}`);
    }
    expect(unstated).toEqual([]);
    // And the pattern says it: a text with U+0000 breaks it, any other text keeps it.
    const notes = operations().find(({ name }) => name === 'jobpost.create')?.operation;
    const pattern = new RegExp(
      String(
        notes?.requestBody?.content?.['multipart/form-data']?.schema?.properties?.notes?.pattern,
      ),
    );
    expect(pattern.test('Wash and wax, please')).toBe(true);
    expect(pattern.test('Wash\u0000')).toBe(false);
    // A comma list of texts states it in its own pattern (GET /jobpost/market-estimate's extras).
    const extras = operations()
      .find(({ name }) => name === 'jobpost.marketEstimate')
      ?.operation.parameters?.find((parameter) => parameter.name === 'extras');
    const list = new RegExp(String(extras?.schema?.pattern));
    expect(list.test('teak oil, canvas')).toBe(true);
    expect(list.test('teak oil,can\u0000vas')).toBe(false);
    // And a text with a pattern of its own (the test-mode payment's return path).
    const returnUrl = new RegExp(
      String(
        operations().find(({ name }) => name === 'payments.testModeConfirm')?.operation.requestBody
          ?.content?.['application/json']?.schema?.properties?.returnUrl?.pattern,
      ),
    );
    expect(returnUrl.test('/en/payment/complete')).toBe(true);
    expect(returnUrl.test('/en/pay\u0000')).toBe(false);
  });

  it('state that a required text trimmed first needs a character other than whitespace', () => {
    const trimmedRequired = inputNodes().filter(({ zod, json }) => {
      const def = zod._zod.def;
      return def.type === 'string' && json.type === 'string' && trimmedMinimum(def) > 0;
    });
    expect(trimmedRequired.length).toBeGreaterThan(20);
    // Every whitespace `trim` removes, JavaScript's set (Python's `\\s` differs).
    const blank = ' \t\n\u00a0\u2003\u3000\ufeff';
    const unstated = trimmedRequired
      .filter(({ json }) => !json.pattern || new RegExp(json.pattern).test(blank))
      .map(({ at }) => at);
    expect([...new Set(unstated)]).toEqual([]);
    const lastName = new RegExp(
      String(
        operations().find(({ name }) => name === 'club.register')?.operation.requestBody?.content?.[
          'application/json'
        ]?.schema?.properties?.last_name?.pattern,
      ),
    );
    expect(lastName.test('   ')).toBe(false);
    expect(lastName.test(' Hansen ')).toBe(true);
    expect(lastName.test('Hansen\u0000')).toBe(false);
  });

  it('state that no object of a JSON body, at any depth, has the key `__proto__` (the parser refuses it), as OpenAPI 3.0 reads schemas', async () => {
    const document = (await documentsFromTable()).payments as OpenApiDocument & {
      components: { schemas: Record<string, JsonSchema> };
    };
    // Ajv's draft-07 without `propertyNames`, a later draft's keyword OpenAPI 3.0 readers ignore.
    const withoutPropertyNames = (value: unknown): unknown =>
      JSON.parse(JSON.stringify(value), (key, child: unknown) =>
        key === 'propertyNames' ? undefined : child,
      );
    // Own properties only: every object inherits a `__proto__`.
    const ajv = new Ajv({ strict: false, ownProperties: true });
    ajv.addSchema({ components: withoutPropertyNames(document.components) }, 'openapi.json');
    const refs = (schema: unknown) =>
      JSON.parse(JSON.stringify(withoutPropertyNames(schema)).replaceAll('"#/', '"openapi.json#/'));
    // Each body without its required properties (but the `__proto__` refusal), so that a body
    // the schema takes apart from the key is there to compare with.
    const optional = (schema: unknown) =>
      JSON.parse(JSON.stringify(refs(schema)), (key, child: unknown) =>
        key === 'required' && !(Array.isArray(child) && child.includes('__proto__'))
          ? undefined
          : child,
      ) as object;
    const checked: string[] = [];
    const open: string[] = [];
    for (const { name, operation } of operations()) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema || schema.type !== 'object') continue;
      const valid = ajv.compile(optional(schema));
      if (!valid(JSON.parse('{"extra":[{"a":1}]}'))) continue;
      checked.push(name);
      // The key at the top, and deep in a key the schema does not name.
      for (const body of ['{"__proto__":{}}', '{"extra":[{"a":{"__proto__":1}}]}'])
        if (valid(JSON.parse(body))) open.push(`${name} ${body}`);
    }
    expect(checked.length).toBeGreaterThan(40);
    expect(open).toEqual([]);
    // And an unnamed key may still hold any other JSON (it is dropped, not refused).
    const value = ajv.compile({ $ref: 'openapi.json#/components/schemas/JsonValue' });
    expect(value(JSON.parse('[{"a":{"b":[1,"x",null,true]}}]'))).toBe(true);
    expect(value(JSON.parse('[{"a":{"__proto__":[]}}]'))).toBe(false);
  });

  it('document every multipart form as closed, unless it takes any part, with the parts the service requires', () => {
    const open = operations()
      .filter(({ endpoint }) => endpoint.multipart)
      .filter(({ operation }) => {
        const schema = operation.requestBody?.content?.['multipart/form-data']?.schema;
        return schema?.additionalProperties === undefined || schema.additionalProperties === true;
      })
      .map(({ name }) => name);
    expect(open).toEqual([]);
    // A logbook entry's files are optional (the owner's form sends none to four), a job's
    // photos are not: the document requires what the service does.
    const required = (name: string) =>
      operations().find((one) => one.name === name)?.operation.requestBody?.content?.[
        'multipart/form-data'
      ]?.schema?.required;
    expect(required('boats.addEntry')).not.toContain('file');
    expect(required('jobWork.addPhotos')).toContain('image');
  });

  it("document 431, the gateway's answer to a URL and headers over its limit, on every operation", () => {
    const missing = operations()
      .filter(({ operation }) => !operation.responses['431']?.content?.['application/json'])
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it('give a state-dependent refusal the status HTTP means, documented', () => {
    const statuses = (endpoint: { path: string; method: string; service: string }) =>
      Object.keys(
        documents[endpoint.service]?.paths[openApiPath(endpoint.path)]?.[
          endpoint.method.toLowerCase()
        ]?.responses ?? {},
      );
    // A wrong password while signed in (401 would sign the browser out), a reset link that is
    // unknown, used or expired, webhooks on a platform that takes none.
    expect(statuses(personalData.deleteOwn)).toContain('403');
    expect(statuses(auth.resetPassword)).toContain('410');
    expect(statuses(webhooks.stripe)).toContain('404');
  });
});
