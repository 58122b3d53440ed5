import table from '../routes.json' with { type: 'json' };

export type ServiceName = 'marketplace' | 'payments' | 'club' | 'backoffice';

export interface ServiceRoutes {
  /** The port the service listens on in docker-compose (and the gateway's default upstream). */
  port: number;
  /** API path prefixes after /v1, each owned by this service. */
  prefixes: string[];
}

/** The one routing table (routes.json): which service owns which API path prefix. */
export const routeTable = table.services as Record<ServiceName, ServiceRoutes>;

export const serviceNames = Object.keys(routeTable) as ServiceName[];

/** The public prefix every API path starts with; the gateway strips it before proxying. */
export const API_PREFIX = '/v1';

export interface RouteEntry {
  prefix: string;
  service: ServiceName;
}

/** Every prefix with its service, longest first so a more specific prefix wins. */
export function routeEntries(): RouteEntry[] {
  return serviceNames
    .flatMap((service) => routeTable[service].prefixes.map((prefix) => ({ prefix, service })))
    .sort((a, b) => b.prefix.length - a.prefix.length || a.prefix.localeCompare(b.prefix));
}

/**
 * API paths (after /v1) that answer with a long-lived stream (Server-Sent Events): a proxy must
 * pass each byte on at once, never buffer or compress them, and keep the connection while the
 * service's keep-alive comments flow (the embedded gateway does so for any text/event-stream).
 */
export const STREAM_PATHS = ['/events'] as const;
