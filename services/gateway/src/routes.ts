import type { ServiceName } from '@boatcare/shared-domain/endpoints';
import { declarations, methodsAtPath, methodsOf } from '@boatcare/shared-domain/endpoints/table';
import table from '../routes.json' with { type: 'json' };

export type { ServiceName };

export interface ServiceRoutes {
  /** The port the service listens on in docker-compose (and the gateway's default upstream). */
  port: number;
  /** API path prefixes after /v1, each owned by this service. */
  prefixes: string[];
}

export type RouteTable = Record<ServiceName, ServiceRoutes>;

/**
 * The routing table (routes.json, generated from the endpoint table by nginx/generate.ts):
 * which service owns which API path prefix, and its port.
 */
export const routeTable: RouteTable = table.services;

export const serviceNames = Object.keys(routeTable) as ServiceName[];

/** The public prefix every API path starts with; the gateway strips it before proxying. */
export const API_PREFIX = '/v1';

export interface RouteEntry {
  prefix: string;
  service: ServiceName;
}

/** Every prefix with its service, longest first so a more specific prefix wins. */
export function routeEntries(routes: RouteTable = routeTable): RouteEntry[] {
  return (Object.keys(routes) as ServiceName[])
    .flatMap((service) => routes[service].prefixes.map((prefix) => ({ prefix, service })))
    .sort((a, b) => b.prefix.length - a.prefix.length || a.prefix.localeCompare(b.prefix));
}

/**
 * API paths (after /v1) that answer with a long-lived stream (Server-Sent Events): a proxy must
 * pass each byte on at once, never buffer or compress them, and keep the connection while the
 * service's keep-alive comments flow (the embedded gateway does so for any text/event-stream).
 * The endpoint table flags them (`stream: true`).
 */
export const STREAM_PATHS: readonly string[] = declarations
  .filter(({ endpoint }) => endpoint.stream)
  .map(({ endpoint }) => endpoint.path);

/** Each declared API path (under /v1) with its method; a GET answers HEAD too. */
const DECLARED_METHODS = declarations.map(({ endpoint }) =>
  methodsAtPath(
    endpoint.path,
    endpoint.method === 'GET' ? ['GET', 'HEAD'] : [endpoint.method],
    API_PREFIX,
  ),
);

/**
 * The methods a declared API path answers, when it is asked with another one (TRACE, QUERY,
 * PATCH where only GET is declared): what a 405's Allow lists. Empty when the path is not
 * declared, or the method is one of its own.
 */
export function otherMethods(url: string, method: string): string[] {
  const allowed = methodsOf(DECLARED_METHODS, url.split('?')[0] ?? '');
  return allowed.includes(method) ? [] : allowed;
}
