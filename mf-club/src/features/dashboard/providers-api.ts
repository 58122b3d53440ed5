import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clubProviderList, clubProviderResponse, messageResponse } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

const key = ['club', 'verified-providers'] as const;

/** The providers the club vouches for. */
export const useVerifiedProviders = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api.get('club/verified-providers', clubProviderList).then((r) => r.data),
    meta: { errorKey: 'clubProviders.loadFailed' },
  });

/** Providers matching `q`, each marked when already vouched for. */
export const useProviderSearch = (q: string) =>
  useQuery({
    queryKey: [...key, 'search', q],
    queryFn: () =>
      api.get('club/verified-providers/search', clubProviderList, { q }).then((r) => r.data),
    enabled: q.length > 0,
    meta: { errorKey: 'clubProviders.loadFailed' },
  });

export function useVouch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) =>
      api.send('post', 'club/verified-providers', clubProviderResponse, { providerId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useStopVouching() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) =>
      api.send(
        'delete',
        `club/verified-providers/${encodeURIComponent(providerId)}`,
        messageResponse,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
