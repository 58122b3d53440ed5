import type { IncomingMessage, ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
  ContextConfigDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponse } from '@boatcare/shared-domain';
import type { EndpointShape, ErrorStatus } from '@boatcare/shared-domain/endpoints';

/** A Fastify instance with the zod type provider, as `FastifyPluginAsyncZod` hands it out. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Field<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : undefined;
type Status<E> = E extends { status: infer S extends number }
  ? S
  : E extends { status: readonly (infer S extends number)[] }
    ? S
    : 200;

/** The Fastify schema a declaration stands for, as the handler's types see it. */
export interface SchemaOf<E extends EndpointShape> {
  params: Field<E, 'params'>;
  querystring: Field<E, 'query'>;
  body: Field<E, 'body'>;
  response: { [K in Status<E>]: E['response'] } & { [K in ErrorStatus]?: typeof errorResponse };
}

/** The handler of a declared endpoint: params, query, body and answer typed from it. */
export type EndpointHandler<E extends EndpointShape> = RouteHandlerMethod<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider
>;

/**
 * The handler, and what a route adds to its declaration on the server only (rate limits,
 * hooks, body limit, the request headers it reads).
 */
export type RouteOptionsOf<E extends EndpointShape> = Omit<RouteShorthandOptions, 'schema'> & {
  handler: EndpointHandler<E>;
  /** Request headers the route reads (documented and checked). */
  headers?: z.ZodType;
};

/** The error statuses a declaration implies, plus the ones it names. */
export function errorStatusesOf(endpoint: EndpointShape): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.multipart) statuses.add(400);
  if (endpoint.multipart) [413, 415].forEach((status) => statuses.add(status));
  if (endpoint.roles !== 'public') statuses.add(401);
  if (Array.isArray(endpoint.roles)) statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

/** The path inside the plugin it is registered in: the declaration's public path less the prefix. */
function localPath(app: { prefix: string }, path: string): string {
  const prefix = app.prefix;
  const rest = path.slice(prefix.length);
  if (!path.startsWith(prefix) || (rest !== '' && !rest.startsWith('/')))
    throw new Error(`endpoint ${path} registered under the prefix ${prefix}`);
  // The prefix itself is registered as '' (only `/prefix`, the spec's path), not '/'.
  return rest;
}

/**
 * Registers one declared endpoint (docs/adr/0009-endpoint-table.md) on `app`: method, path
 * (the plugin's prefix is taken off the declared public path), `config.public`/`config.roles`,
 * and the schema (params, querystring, body, the success answer and the JSON error answers)
 * that validates the request, serializes the answer and documents it in OpenAPI:
 * `route(app, jobpost.get, { handler: async (request) => ... })`.
 */
export function route<const E extends EndpointShape>(
  app: ZodApp,
  endpoint: E,
  { headers, config, ...options }: RouteOptionsOf<E>,
): void {
  const response: Record<number, z.ZodType> = {};
  for (const status of [endpoint.status ?? 200].flat()) response[status] = endpoint.response;
  for (const status of errorStatusesOf(endpoint)) response[status] = errorResponse;
  const access =
    endpoint.roles === 'public'
      ? { public: true }
      : Array.isArray(endpoint.roles)
        ? { roles: endpoint.roles }
        : {};
  const definition = {
    ...options,
    method: endpoint.method,
    url: localPath(app, endpoint.path),
    config: { ...config, ...access },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(headers ? { headers } : {}),
      response,
    },
  };
  app.route(definition as unknown as RouteOptions);
}
