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
import { ROLE_BY_USER_TYPE, type UserType } from '@boatcare/shared-domain/core';
import { errorResponse } from '@boatcare/shared-domain/schemas/common';
import type { EndpointShape, ErrorStatus, WriteLimit } from '@boatcare/shared-domain/endpoints';
import { bodyLimitText, rulesText } from '@boatcare/shared-domain/endpoints/docs';
import { writeLimitHook } from './limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service being built (buildService): `route` refuses another service's endpoint. */
    serviceName?: string;
  }
  interface FastifyContextConfig {
    /** The declaration's `invalidates`: a successful call clears the cached public answers. */
    invalidates?: 'public';
    /** A multipart declaration's `form`: readMultipart refuses a part it does not name. */
    form?: z.ZodType;
  }
}

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
  if (endpoint.body || endpoint.multipart) statuses.add(413);
  if (endpoint.multipart) statuses.add(415);
  if (endpoint.roles !== 'public') statuses.add(401);
  if (Array.isArray(endpoint.roles)) statuses.add(403);
  if (endpoint.limit) statuses.add(429);
  // Every request passes the gateway, which refuses a request line and headers over 16 KiB.
  statuses.add(431);
  return [...statuses].sort((a, b) => a - b);
}

/** The repeat limit in words, for the operation's description. */
export function limitText({ perUser, perIp, window }: WriteLimit): string {
  const counts = [perUser ? `${perUser} per user` : '', `${perIp} per IP`].filter(Boolean);
  return `Limit: ${counts.join(' and ')} in ${window}; over it 429 with Retry-After.`;
}

/**
 * Who may call, as OpenAPI says it: a public operation has no security (the document's default
 * is the bearer token), the others the bearer token, and a role check is in the description.
 */
function securityOf(roles: EndpointShape['roles']) {
  if (roles === 'public') return { security: [] };
  const who = Array.isArray(roles)
    ? `Roles: ${(roles as readonly UserType[]).map((role) => `${ROLE_BY_USER_TYPE[role]} (user_type ${role})`).join(', ')} (403 for others).`
    : 'Any signed-in user.';
  return { security: [{ bearer: [] }], who };
}

/**
 * The declared public path, registered as it is: a route plugin has no prefix of its own (the
 * table states every path whole, and the area the service that answers it).
 */
function checkedPath(app: ZodApp, endpoint: EndpointShape): string {
  if (app.prefix !== '')
    throw new Error(`endpoint ${endpoint.path} registered under a prefix (${app.prefix})`);
  if (app.serviceName && app.serviceName !== endpoint.service)
    throw new Error(
      `endpoint ${endpoint.path} of ${endpoint.service} registered in ${app.serviceName}`,
    );
  return endpoint.path;
}

/**
 * Registers one declared endpoint (docs/adr/0009-endpoint-table.md) on `app`: method, path
 * (the declared public path; a declaration of another service throws), `config.public` /
 * `config.roles` / `config.invalidates`, and the schema (params, querystring, body, the success answer and the JSON error answers)
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
  const flags = {
    ...(endpoint.invalidates ? { invalidates: endpoint.invalidates } : {}),
    ...(endpoint.form ? { form: endpoint.form } : {}),
  };
  // The declaration's repeat limit runs first, before the route's own checks.
  const preHandler = [
    ...(endpoint.limit ? [writeLimitHook(app, endpoint.limit)] : []),
    ...[options.preHandler ?? []].flat(),
  ];
  const { security, who } = securityOf(endpoint.roles);
  const description = [
    endpoint.description,
    rulesText(endpoint),
    who,
    endpoint.limit ? limitText(endpoint.limit) : undefined,
    bodyLimitText(endpoint),
  ]
    .filter(Boolean)
    .join('\n\n');
  const definition = {
    ...options,
    ...(preHandler.length ? { preHandler } : {}),
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    method: endpoint.method,
    url: checkedPath(app, endpoint),
    config: { ...config, ...access, ...flags },
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(description ? { description } : {}),
      security,
      ...(endpoint.hidden ? { hide: true } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(headers ? { headers } : {}),
      ...(endpoint.limit ? { 'x-rate-limit': endpoint.limit } : {}),
      response,
    },
  };
  app.route(definition as unknown as RouteOptions);
}
