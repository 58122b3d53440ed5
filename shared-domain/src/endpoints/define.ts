import type { z } from 'zod';
import type { UserType } from '../enums.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The four services; each endpoint's area names the one that answers it. */
export const SERVICE_NAMES = ['marketplace', 'payments', 'club', 'backoffice'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Who may call: anyone, any signed-in user, or some user types. */
export type Access = 'public' | 'signed-in' | readonly UserType[];

/** The status codes an endpoint answers with on success (304: a cached image unchanged). */
export type SuccessStatus = 200 | 201 | 202 | 204 | 304;

/** Error statuses an endpoint documents beyond the ones its declaration implies. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 431 | 500 | 502 | 503;

/**
 * The `:name` segments of a path, and `*` for a trailing wildcard (the rest of the path, slashes
 * and all: a storage key), as a union of names (`never` when it has none).
 */
export type PathParamNames<P extends string> = P extends `${infer Head}/*`
  ? PathParamNames<Head> | '*'
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? Name
      : never;

/**
 * How often one person may repeat a write, in a sliding window: per signed-in user and per IP
 * (both count; a visitor only by IP). Over it: 429 with Retry-After and the `code` text.
 */
export interface WriteLimit {
  perUser?: number;
  perIp: number;
  window: '1 minute' | '10 minutes' | '15 minutes' | '1 hour' | '1 day';
  /** The refusal's text key; `errors.rateLimited` when absent. */
  code?: string;
}

/** A declaration as the table writes it; `defineEndpoint` checks it and keeps its literal types. */
export interface EndpointShape {
  /** The service that answers it (its area states it). */
  service: ServiceName;
  /**
   * Its area's gateway prefixes (after `/v1`): the gateway sends every path under them to
   * `service` (services/gateway/routes.json is generated from these). The path lies under one.
   */
  prefixes: readonly string[];
  method: HttpMethod;
  /** The public path after `/v1`, as the spec writes it, with `:name` for each parameter. */
  path: string;
  /** One schema per `:name` of the path (a compile error if one is missing). */
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * A JSON body. A rule its schema checks in code (`refine`, `superRefine`) states its sentence
   * next to the check, `.refine(...).describe('...')`: the OpenAPI description lists it.
   */
  body?: z.ZodType;
  /**
   * A JSON body's limit in bytes when larger than the default (`BODY_LIMITS.json`, endpoints/
   * docs.ts): the service and the gateway apply it, OpenAPI states it with the 413.
   */
  bodyLimit?: number;
  /**
   * A multipart body (uploads): the browser sends a FormData with `uploadForm`, the service
   * reads and checks the parts itself (413 and 415 are implied).
   */
  multipart?: true;
  /**
   * A multipart body's parts as OpenAPI documents them: text fields, and files as `uploadFile`
   * (schemas/common). Documentation only: the service reads and checks the parts itself.
   */
  form?: z.ZodType;
  /** The success answer. */
  response: z.ZodType;
  /** The success status (or statuses, e.g. 201 created and 200 updated); 200 when absent. */
  status?: SuccessStatus | readonly SuccessStatus[];
  roles: Access;
  /** Errors beyond those implied (400 for input, 401 unless public, 403 for roles). */
  errors?: readonly ErrorStatus[];
  summary: string;
  /** More for the OpenAPI document: limits, side effects. */
  description?: string;
  tags: readonly string[];
  /** Left out of the OpenAPI document (test-only and development endpoints). */
  hidden?: boolean;
  /**
   * `'public'`: a public read every page makes, whose answer the back office and the gateway
   * keep in memory and send with an ETag (304 to If-None-Match).
   */
  cache?: 'public';
  /** `'public'`: a successful call changes what the `cache: 'public'` reads answer (clears them). */
  invalidates?: 'public';
  /**
   * Answers a long-lived stream (Server-Sent Events): a proxy passes each byte on at once, never
   * buffers or compresses it, and keeps the connection open (the gateways read this flag).
   */
  stream?: true;
  /** The success answer's media type when it is a file, not JSON (its errors stay JSON). */
  produces?: string;
  /**
   * A write's repeat limit (services apply it before the handler; 429 is implied). Every write
   * (a method other than GET) states one, itself or through its area (shared-domain
   * endpoints/limits.ts has the kinds).
   */
  limit?: WriteLimit;
}

/** A write (any method but GET) must state its repeat limit, unless its area states one. */
type LimitRule<M extends HttpMethod, AreaHasLimit extends boolean> = M extends 'GET'
  ? unknown
  : AreaHasLimit extends true
    ? unknown
    : { limit: WriteLimit };

type ParamsRule<P extends string> = [PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: z.ZodType<{ [K in PathParamNames<P>]: string | number }> };

/**
 * Declares one endpoint. The path's `:name` segments must all have a schema in `params`; the
 * literal method, path and schemas are kept so that both the service and the browser are typed
 * from the declaration.
 */
export function defineEndpoint<const E extends EndpointShape>(
  endpoint: E & ParamsRule<E['path']> & LimitRule<E['method'], false>,
): E {
  return endpoint;
}

/**
 * What the endpoints of one area share: the service that answers them and the gateway prefixes
 * their paths lie under, its tags, and its usual roles and errors.
 */
export interface AreaDefaults {
  service: ServiceName;
  prefixes: readonly string[];
  tags?: readonly string[];
  roles?: Access;
  errors?: readonly ErrorStatus[];
  /** The repeat limit of the area's writes (its reads have none). */
  limit?: WriteLimit;
}

type AreaKey = keyof AreaDefaults;

/** What an area's declaration is: its defaults under its own fields, no limit on a read. */
type Declared<D extends AreaDefaults, E extends { method: HttpMethod }> = Omit<
  D,
  keyof E | (E['method'] extends 'GET' ? 'limit' : never)
> &
  E;

/**
 * An endpoint of an area: what an area can state is optional here (the endpoint's own wins),
 * but tags and roles are required of each endpoint when its area states none.
 */
type AreaEndpoint<D extends AreaDefaults> = Omit<EndpointShape, AreaKey> &
  Partial<Pick<EndpointShape, AreaKey>> &
  ('roles' extends keyof D ? unknown : { roles: Access }) &
  ('tags' extends keyof D ? unknown : { tags: readonly string[] });

/**
 * States an area's defaults once and answers its `defineEndpoint`: each endpoint declared with
 * it gets the area's service and prefixes, and its tags, roles, errors and (for a write) limit
 * unless it states its own (which replace them, not add to them). A write of an area without a
 * limit must state one. The declarations keep their literal types, as with `defineEndpoint`.
 *
 *     const vip = defineArea({
 *       service: 'payments',
 *       prefixes: ['/payments'],
 *       tags: ['vip'],
 *       roles: [UserType.Customer],
 *     });
 *     export const status = vip({ method: 'GET', path: '/payments/vip', ... });
 */
export function defineArea<const D extends AreaDefaults>(defaults: D) {
  const { limit, ...rest } = defaults;
  return <const E extends AreaEndpoint<D>>(
    endpoint: E &
      ParamsRule<E['path']> &
      LimitRule<E['method'], 'limit' extends keyof D ? true : false>,
  ): Declared<D, E> =>
    ({
      ...rest,
      ...(limit && endpoint.method !== 'GET' ? { limit } : {}),
      ...endpoint,
    }) as unknown as Declared<D, E>;
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** A field that is optional when its schema accepts an empty object. */
type Slot<Key extends string, S> = S extends z.ZodType
  ? object extends Input<S>
    ? { [K in Key]?: Input<S> }
    : { [K in Key]: Input<S> }
  : { [K in Key]?: never };

/** What a browser call of `E` passes: path parameters, query and JSON body, each typed. */
export type CallArgs<E extends EndpointShape> = Slot<'params', E['params']> &
  Slot<'query', E['query']> &
  Slot<'body', E['body']>;

/** The parsed success answer of `E`. */
export type Answer<E extends EndpointShape> = z.output<E['response']>;

/** `[args]` when something is required, `[args?]` otherwise. */
export type CallRest<E extends EndpointShape> =
  object extends CallArgs<E> ? [args?: CallArgs<E>] : [args: CallArgs<E>];

/** A JSON endpoint (called with `api.call`) and a multipart one (sent with `uploadForm`). */
export type JsonEndpoint = EndpointShape & { multipart?: undefined };
export type MultipartEndpoint = EndpointShape & { multipart: true };

/**
 * The path with its parameters filled in and encoded, without a leading slash:
 * `/jobpost/get/:id` with `{ id: 'a b' }` is `jobpost/get/a%20b`. `encode: false` leaves the
 * values as they are (for URL templates such as i18next's `{{lng}}`).
 */
export function pathOf(
  path: string,
  params: Record<string, unknown> = {},
  { encode = true }: { encode?: boolean } = {},
): string {
  const valueOf = (name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name} of ${path}`);
    return String(value);
  };
  const encoded = (value: string) => (encode ? encodeURIComponent(value) : value);
  return pathBase(path)
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => encoded(valueOf(name)))
    .concat(path.endsWith('/*') ? valueOf('*').split('/').map(encoded).join('/') : '');
}

/**
 * The path without its leading slash and trailing wildcard: where the keys of a `/*` endpoint
 * start (`/images/*` is `images/`), for URLs the server hands out.
 */
export const pathBase = (path: string) => path.replace(/^\//, '').replace(/\*$/, '');
