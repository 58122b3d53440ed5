import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@boatcare/shared-ui';
import * as verifiedProviders from '@boatcare/shared-domain/endpoints/verified-providers';

const key = ['club', 'verified-providers'] as const;

/** The providers the club vouches for. */
export const useVerifiedProviders = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api.call(verifiedProviders.list).then((r) => r.data),
    meta: { errorKey: 'clubProviders.loadFailed' },
  });

/** Providers matching `q`, each marked when already vouched for. */
export const useProviderSearch = (q: string) =>
  useQuery({
    queryKey: [...key, 'search', q],
    queryFn: () => api.call(verifiedProviders.search, { query: { q } }).then((r) => r.data),
    enabled: q.length > 0,
    meta: { errorKey: 'clubProviders.loadFailed' },
  });

export function useVouch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) => api.call(verifiedProviders.add, { body: { providerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useStopVouching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) =>
      api.call(verifiedProviders.remove, { params: { providerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
