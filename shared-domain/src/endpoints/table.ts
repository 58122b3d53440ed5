import { SERVICE_NAMES, type EndpointShape, type ServiceName } from './define.ts';
import * as areas from './index.ts';

/** One declaration of the table with its name, `area.name`. */
export interface Declaration {
  name: string;
  endpoint: EndpointShape;
}

/** An area's module namespace (the index also exports define.ts's functions and constants). */
const isArea = (value: unknown): value is Record<string, EndpointShape> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'object' && 'path' in entry);

/** Every declaration of the endpoint table, area by area, in the index's order. */
export const declarations: readonly Declaration[] = Object.entries(areas).flatMap(
  ([area, group]) =>
    isArea(group)
      ? Object.entries(group).map(([name, endpoint]) => ({ name: `${area}.${name}`, endpoint }))
      : [],
);

/**
 * Each service's gateway prefixes as its areas state them, sorted: what
 * services/gateway/routes.json is generated from.
 */
export function gatewayPrefixes(): Record<ServiceName, string[]> {
  const prefixes = Object.fromEntries(SERVICE_NAMES.map((name) => [name, [] as string[]]));
  for (const { endpoint } of declarations) {
    const own = prefixes[endpoint.service] ?? [];
    for (const prefix of endpoint.prefixes) if (!own.includes(prefix)) own.push(prefix);
  }
  for (const own of Object.values(prefixes)) own.sort();
  return prefixes as Record<ServiceName, string[]>;
}

/** A route's methods over its path, as the 405's Allow of both the services and the gateway reads them. */
export interface MethodsAtPath {
  pattern: RegExp;
  /** How many of its segments are literal (`/boats/:id/logbook/pdf`: 3). */
  literals: number;
  methods: readonly string[];
}

export const methodsAtPath = (
  path: string,
  methods: readonly string[],
  base = '',
): MethodsAtPath => ({
  pattern: pathPattern(path, base),
  literals: path.split('/').filter((segment) => segment && !/^[:*]/.test(segment)).length,
  methods,
});

/**
 * The methods a request path has, sorted: those of the most literal paths it matches, as a
 * router prefers a literal segment to a parameter. `/club/verified-providers/search` has GET,
 * not also the DELETE of `/club/verified-providers/:providerId`; `/boats/7/logbook/pdf` GET, not
 * the DELETE of `/boats/:id/logbook/:entryId`.
 */
export function methodsOf(routes: readonly MethodsAtPath[], path: string): string[] {
  const matching = routes.filter(({ pattern }) => pattern.test(path));
  const most = Math.max(0, ...matching.map(({ literals }) => literals));
  const chosen = matching.filter(({ literals }) => literals === most);
  return [...new Set(chosen.flatMap(({ methods }) => methods))].sort();
}

/**
 * The declared path as a pattern over a request's URL: `:name` one segment, a trailing `/*`
 * the rest; anchored, so a URL with a query string does not match.
 */
export function pathPattern(path: string, base = ''): RegExp {
  const escaped = path
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.+'
        : segment.startsWith(':')
          ? '[^/?]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${base}${escaped}$`);
}
