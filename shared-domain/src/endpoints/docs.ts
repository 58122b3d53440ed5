import { globalRegistry, toJSONSchema, type z } from 'zod';
import { NO_NUL } from '../schemas/common.ts';
import { JOB_POST_IMAGES } from '../schemas/job-post.ts';

export { NO_NUL };
import type { EndpointShape } from './define.ts';

/**
 * How large a request body may be: a JSON body (the services' and gateways' default; a route
 * may state a larger `bodyLimit`), a multipart upload as a whole, and each file in it.
 */
export const BODY_LIMITS = {
  json: 1024 * 1024,
  upload: 25 * 1024 * 1024,
  file: JOB_POST_IMAGES.maxBytes,
} as const;

const mebibytes = (bytes: number) => `${bytes / (1024 * 1024)} MiB`;

/** The body limit of an operation with a body, in words (its 413); undefined without a body. */
export function bodyLimitText(endpoint: EndpointShape): string | undefined {
  if (endpoint.multipart)
    return `Body limit: each file at most ${mebibytes(BODY_LIMITS.file)}, the whole form at most ${mebibytes(BODY_LIMITS.upload)}; over it 413.`;
  if (endpoint.body)
    return `Body limit: ${mebibytes(endpoint.bodyLimit ?? BODY_LIMITS.json)} of JSON; over it 413.`;
  return undefined;
}

type Node = z.core.$ZodTypes;
type JsonSchema = z.core.JSONSchema.BaseSchema;

/** A schema's parts as its input is read: wrappers, both sides of a pipe, members. */
function childrenOf(schema: Node): [string, Node][] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape).map(([key, value]) => [key, value as Node]);
    case 'array':
      return [['[]', def.element as Node]];
    case 'record':
      return [['{}', def.valueType as Node]];
    case 'union':
      return def.options.map((option) => ['', option as Node]);
    case 'intersection':
      return [
        ['', def.left as Node],
        ['', def.right as Node],
      ];
    case 'pipe':
      return [
        ['', def.in as Node],
        ['', def.out as Node],
      ];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return [['', def.innerType as Node]];
    default:
      return [];
  }
}

function join(path: string, key: string): string {
  if (key === '') return path;
  if (key === '[]' || key === '{}') return `${path}${key}`;
  return path ? `${path}.${key}` : key;
}

/** A rule the schema checks in code (`refine`, `superRefine`), which JSON Schema cannot state. */
export interface SchemaRule {
  /** Where it applies: a property path (`bidder.latitude`, `items[]`), empty for the whole. */
  path: string;
  /** Its sentence, the checked schema's `.describe()`; undefined when none is given. */
  sentence: string | undefined;
}

/**
 * Every rule an input schema checks in code, with its sentence. A rule is stated next to its
 * check, `.refine(...).describe('sentence')`, and the operation's description lists them.
 */
export function rulesOf(schema: z.ZodType): SchemaRule[] {
  const rules: SchemaRule[] = [];
  const seen = new Set<Node>();
  const visit = (node: Node, path: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    const checks = node._zod.def.checks ?? [];
    if (checks.some((check) => check._zod.def.check === 'custom'))
      rules.push({ path, sentence: globalRegistry.get(node)?.description });
    for (const [key, child] of childrenOf(node)) visit(child, join(path, key));
  };
  visit(schema as unknown as Node, '');
  return rules;
}

/** The rules of an endpoint's input (query, body, form), as lines of its description. */
export function rulesText(endpoint: EndpointShape): string | undefined {
  const lines = (['params', 'query', 'body', 'form'] as const).flatMap((part) => {
    const schema = endpoint[part];
    return schema
      ? rulesOf(schema).map(({ path, sentence }) => `- ${path ? `\`${path}\`: ` : ''}${sentence}`)
      : [];
  });
  return lines.length ? `Rules:\n${lines.join('\n')}` : undefined;
}

/** What a status means, as every operation documents it. */
export const STATUS_DESCRIPTIONS: Record<number, string> = {
  200: 'Success.',
  201: 'Created.',
  202: 'Accepted: it is done in the background.',
  204: 'Success, nothing to answer.',
  304: 'Not modified since the ETag of If-None-Match.',
  400: 'Invalid input: a parameter, the query or the body breaks its schema or a rule of the description (`details` names each).',
  401: 'No valid bearer token.',
  403: 'The caller may not do this (their role, or the record is not theirs).',
  404: 'Not found, or not visible to the caller.',
  409: 'Conflicts with the current state of the record.',
  410: 'Gone: expired or withdrawn.',
  413: 'The body is over its limit (see Body limit in the description).',
  415: 'The body is not of a documented media type.',
  422: 'Well formed, but refused by a rule of the description.',
  429: 'Over the repeat limit (see Limit in the description); Retry-After says in how many seconds to try again.',
  431: "The request's URL and headers together are over the gateway's limit (16 KiB).",
  500: 'The request could not be handled.',
  502: 'A provider the service depends on failed.',
  503: 'The service is unavailable for a moment; try again.',
};

/** The values a JSON Schema allows when it lists them: `enum`, or an `anyOf` of enums. */
function listedValues(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  const branches = schema.anyOf?.map((branch) => listedValues(branch));
  return branches?.length && branches.every(Boolean) ? branches.flat() : undefined;
}

/** A regex's source without its anchors and a leading lookahead (a length check). */
const inner = (regex: RegExp) =>
  regex.source
    .replace(/^\^/, '')
    .replace(/\$$/, '')
    .replace(/^\(\?=[^)]*\)/, '');

/**
 * A URL's pattern from zod's checks of it: its protocol and hostname (`z.httpUrl()`: a domain
 * name), a port of at most four digits (always valid), then a path, a query and a fragment of
 * the characters RFC 3986 allows in each (no percent escapes); no U+0000.
 */
function urlPattern(protocol: RegExp, hostname: unknown): string {
  const host = hostname instanceof RegExp ? inner(hostname) : '[^\\s/?#@\\x00]+';
  // Unreserved and sub-delimiters, the hyphen last in each class.
  const sub = "A-Za-z0-9._~!$&'()*+,;=";
  return `^(${inner(protocol)})://([${sub}:-]*@)?${host}(:[0-9]{1,4})?(/[${sub}:@/-]*)?(\\?[${sub}:@/?-]*)?(#[${sub}:@/?-]*)?$`;
}

/**
 * What `String.prototype.trim` removes (ECMAScript's WhiteSpace and LineTerminator), as a
 * character class body; listed, as a pattern's `\\s` differs between JavaScript and Python.
 */
const TRIMMED =
  '\\t\\n\\x0b\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';
/** A character that trimming keeps (and not U+0000). */
const KEPT = `[^${TRIMMED}\\x00]`;

/**
 * The least length a string schema requires after trimming (`z.string().trim().min(n)`), or 0
 * when it does not trim first. A check is an overwrite that trims when it turns ` x ` into `x`.
 */
export function trimmedMinimum(def: z.core.$ZodStringDef): number {
  let trimmed = false;
  let minimum = 0;
  for (const check of def.checks ?? []) {
    const checkDef = check._zod.def as {
      check: string;
      tx?: (text: string) => unknown;
      minimum?: number;
    };
    if (checkDef.check === 'overwrite' && checkDef.tx?.(' x ') === 'x') trimmed = true;
    if (trimmed && checkDef.check === 'min_length')
      minimum = Math.max(minimum, checkDef.minimum ?? 0);
  }
  return minimum;
}

/**
 * The pattern of a text trimmed and then required to be `minimum` long: a character that is
 * not trimmed away, or two with `minimum` characters from the first to the second; no U+0000.
 */
export function trimmedTextPattern(minimum: number): string {
  return minimum === 1
    ? `^[^\\x00]*${KEPT}[^\\x00]*$`
    : `^[^\\x00]*${KEPT}[^\\x00]{${minimum - 2},}${KEPT}[^\\x00]*$`;
}

/**
 * A JSON Schema override (zod's `toJSONSchema({ override })`) for what zod checks but leaves
 * out of the JSON Schema. OpenAPI shows a pipe's input side only, so the enum of
 * `z.coerce.number().pipe(z.union([z.literal(0), ...]))` and the format and pattern of
 * `z.string().trim().pipe(z.email())` were lost: they are put on the documented input when it
 * has none of its own. A URL with a required protocol (`z.httpUrl()`) states it as a pattern.
 */
export function statedChecks({
  zodSchema,
  jsonSchema,
}: {
  zodSchema: Node;
  jsonSchema: JsonSchema;
}): void {
  const def = zodSchema._zod.def;
  const type = jsonSchema.type;
  if (def.type === 'string' && 'protocol' in def && def.protocol instanceof RegExp) {
    jsonSchema.pattern ??= urlPattern(def.protocol, 'hostname' in def ? def.hostname : undefined);
  }
  // A required text that is trimmed first: `minLength` alone lets a text of spaces through.
  if (def.type === 'string' && !jsonSchema.format) {
    const minimum = trimmedMinimum(def);
    // Its pattern refuses U+0000 as well (an alias's own check of it, `nulFreeAlias`).
    if (minimum > 0 && (!jsonSchema.pattern || jsonSchema.pattern === NO_NUL))
      jsonSchema.pattern = trimmedTextPattern(minimum);
  }
  if (def.type !== 'pipe' || def.out._zod.def.type === 'transform') return;
  if (type !== 'string' && type !== 'number' && type !== 'integer') return;
  const out = toJSONSchema(def.out, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
  const values = listedValues(out);
  if (values && !jsonSchema.enum)
    jsonSchema.enum = values.map((value) => (type === 'string' ? String(value) : Number(value)));
  if (type === 'string') {
    if (typeof out.format === 'string' && !jsonSchema.format) jsonSchema.format = out.format;
    // The output's pattern (an email's) is stricter than the input's trimmed-text one.
    const trimmedOnly = jsonSchema.pattern?.startsWith(`^[^\\x00]*${KEPT}`);
    if (typeof out.pattern === 'string' && (!jsonSchema.pattern || trimmedOnly))
      jsonSchema.pattern = out.pattern;
  }
}
