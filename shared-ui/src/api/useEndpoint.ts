import {
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, CallArgs, JsonEndpoint } from '@boatcare/shared-domain/endpoints/define';
import { labelDeleted } from '@boatcare/shared-domain/core';
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
 * A read's `select`, after a deleted account's name marker is made "Deleted user" in the
 * reader's language: every screen that shows a party (offers, reviews, messages, orders, admin
 * lists) reads it through these hooks, and a change of language labels it anew (the select
 * changes with the label). Answers without the marker stay the same objects.
 */
function useLabelled<D, T>(select: ((data: D) => T) | undefined): (data: D) => T {
  const { t } = useTranslation();
  const label = t('personalData.deletedUser');
  return useCallback(
    (data: D) => {
      const named = labelDeleted(data, label);
      return select ? select(named) : (named as unknown as T);
    },
    [label, select],
  );
}

/**
 * Reads a GET endpoint of the table: `useEndpoint(jobpost.get, { params: { id } })`. The key is
 * the endpoint and its arguments (`endpointKey`), the answer is parsed by its response schema;
 * `options` are react-query's (`select`, `enabled`, `meta`, `placeholderData`, ...).
 */
export function useEndpoint<E extends JsonEndpoint, T = Answer<E>>(
  endpoint: E,
  ...[args, options]: ArgsThen<E, QueryOptions<E, T>>
) {
  const select = useLabelled(options?.select);
  return useQuery<Answer<E>, Error, T>({
    ...options,
    select,
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
  const select = useLabelled(options?.select);
  return useQuery<Answer<E>, Error, T>({
    ...options,
    select,
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
  const select = useLabelled(options.select);
  return useInfiniteQuery({
    ...options,
    select,
    queryKey: endpointKey(endpoint, keyArgs),
    queryFn: ({ pageParam }) => api.call(endpoint, ...([argsOf(pageParam as P)] as [CallArgs<E>])),
  });
}
