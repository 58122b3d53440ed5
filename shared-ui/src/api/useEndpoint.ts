import {
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { Answer, CallArgs, JsonEndpoint } from '@boatcare/shared-domain/endpoints/define';
import { api } from './client.ts';
import { endpointKey } from './endpoint-keys.ts';

type QueryOptions<E extends JsonEndpoint, T> = Omit<
  UseQueryOptions<Answer<E>, Error, T>,
  'queryKey' | 'queryFn'
>;

/** `[args, options]`, with `args` optional when the endpoint needs none. */
type ArgsThen<E extends JsonEndpoint, O> =
  object extends CallArgs<E> ? [args?: CallArgs<E>, options?: O] : [args: CallArgs<E>, options?: O];

/**
 * Reads a GET endpoint of the table: `useEndpoint(jobpost.get, { params: { id } })`. The key is
 * the endpoint and its arguments (`endpointKey`), the answer is parsed by its response schema;
 * `options` are react-query's (`select`, `enabled`, `meta`, `placeholderData`, ...).
 */
export function useEndpoint<E extends JsonEndpoint, T = Answer<E>>(
  endpoint: E,
  ...[args, options]: ArgsThen<E, QueryOptions<E, T>>
) {
  return useQuery<Answer<E>, Error, T>({
    ...options,
    queryKey: endpointKey(endpoint, args ?? {}),
    queryFn: () => api.call(endpoint, ...([args] as [CallArgs<E>])),
  });
}

/**
 * `useEndpoint` for first-paint code (`@boatcare/shared-ui/core`), which must not load the
 * endpoint tables and their schemas up front: the endpoint's path names the key, and the
 * declaration loads with the first call (`() => import('.../endpoints/site-config').then((m) =>
 * m.publicConfig)`).
 */
export function useLazyEndpoint<E extends JsonEndpoint, T = Answer<E>>(
  path: E['path'],
  load: () => Promise<E>,
  ...[args, options]: ArgsThen<E, QueryOptions<E, T>>
) {
  return useQuery<Answer<E>, Error, T>({
    ...options,
    queryKey: endpointKey({ path }, args ?? {}),
    queryFn: async () => api.call(await load(), ...([args] as [CallArgs<E>])),
  });
}

type InfiniteOptions<E extends JsonEndpoint, P> = Omit<
  UseInfiniteQueryOptions<Answer<E>, Error, InfiniteData<Answer<E>, P>, readonly unknown[], P>,
  'queryKey' | 'queryFn'
>;

/**
 * Reads a paged GET endpoint a page at a time: `argsOf(page)` gives the call for one page
 * (page number or cursor), `initialPageParam` and `getNextPageParam` as in react-query. The key
 * is the endpoint and `keyArgs` (the filters: what stays the same from page to page).
 */
export function useEndpointPages<E extends JsonEndpoint, P>(
  endpoint: E,
  keyArgs: unknown,
  argsOf: (page: P) => CallArgs<E>,
  options: InfiniteOptions<E, P>,
) {
  return useInfiniteQuery({
    ...options,
    queryKey: endpointKey(endpoint, keyArgs),
    queryFn: ({ pageParam }) => api.call(endpoint, ...([argsOf(pageParam as P)] as [CallArgs<E>])),
  });
}
