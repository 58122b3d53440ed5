import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type {
  Answer,
  CallArgs,
  EndpointShape,
  JsonEndpoint,
  MultipartEndpoint,
} from '@boatcare/shared-domain/endpoints/define';
import { api } from './client.ts';
import { endpointKey } from './endpoint-keys.ts';
import { uploadForm, type UploadOptions } from './upload.ts';

/** What a write makes stale: endpoints whose every call is read again once the write settles. */
export interface Invalidates {
  invalidates?: readonly Pick<EndpointShape, 'path'>[];
}

/**
 * Reads again every call of the given endpoints (all arguments). A read still on its way may have
 * been answered before the write: it is cancelled first, or its older answer would land after
 * the write's (react-query joins a first read in flight instead of asking again).
 */
export const invalidateEndpoints = (
  queryClient: QueryClient,
  endpoints: readonly Pick<EndpointShape, 'path'>[],
) =>
  Promise.all(
    endpoints.map(async (endpoint) => {
      const filters = { queryKey: endpointKey(endpoint) };
      await queryClient.cancelQueries(filters);
      await queryClient.invalidateQueries(filters);
    }),
  );

type MutationOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, Error, TVariables>,
  'mutationFn'
> &
  Invalidates;

/**
 * An endpoint of the table, or how to import its table when first written to (as
 * `useLazyEndpoint` reads): a module on every first screen (the shared-ui root) then does not
 * build that table's schemas at start.
 */
export type EndpointOrLoad<E extends EndpointShape> = E | (() => Promise<E>);
const loaded = async <E extends EndpointShape>(endpoint: EndpointOrLoad<E>): Promise<E> =>
  typeof endpoint === 'function' ? endpoint() : endpoint;

/** Wraps `onSettled` so the invalidated reads are awaited before the mutation settles. */
function withInvalidation<TData, TVariables>(
  queryClient: QueryClient,
  { invalidates = [], onSettled, ...options }: MutationOptions<TData, TVariables>,
): Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> {
  return {
    ...options,
    onSettled: async (...settled) => {
      await invalidateEndpoints(queryClient, invalidates);
      await onSettled?.(...settled);
    },
  };
}

/**
 * A write to a JSON endpoint of the table: `mutate(args)` sends `{ params, query, body }`; the
 * endpoints in `invalidates` are read again once it settles (succeeded or not, so the screen
 * shows the server's truth).
 *
 *     const accept = useEndpointMutation(jobs.fromBid, { invalidates: [jobpost.list, jobs.list] });
 *     accept.mutate({ body: { bidId } });
 */
export function useEndpointMutation<E extends JsonEndpoint>(
  endpoint: EndpointOrLoad<E>,
  options: MutationOptions<Answer<E>, CallArgs<E>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Answer<E>, Error, CallArgs<E>>({
    ...withInvalidation(queryClient, options),
    mutationFn: async (args) => api.call(await loaded(endpoint), ...([args] as [CallArgs<E>])),
  });
}

/** What an upload's `mutate` takes: the form, path parameters and a progress callback. */
export type UploadArgs = UploadOptions & {
  form: FormData;
  params?: Record<string, string | number>;
};

/** A multipart write (an upload) to an endpoint of the table, with upload progress. */
export function useUploadMutation<E extends MultipartEndpoint>(
  endpoint: EndpointOrLoad<E>,
  options: MutationOptions<Answer<E>, UploadArgs> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Answer<E>, Error, UploadArgs>({
    ...withInvalidation(queryClient, options),
    mutationFn: async ({ form, ...rest }) =>
      uploadForm(await loaded(endpoint), form, rest as UploadOptions & { params: never }),
  });
}
