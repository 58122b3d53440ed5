import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@boatcare/shared-ui';
import * as club from '@boatcare/shared-domain/endpoints/club';
import * as membership from '@boatcare/shared-domain/endpoints/membership';

const myClubKey = ['my-club'] as const;

/** Clubs whose name or location contains `q`, with the caller's status at each. */
export const useClubSearch = (q: string) =>
  useQuery({
    queryKey: [...myClubKey, 'search', q],
    queryFn: () => api.call(club.search, { query: { q } }).then((r) => r.data),
    enabled: q.length > 0,
    meta: { errorKey: 'myClub.loadFailed' },
  });

/** The caller's own membership requests, newest first. */
export const useMyRequests = () =>
  useQuery({
    queryKey: [...myClubKey, 'requests'],
    queryFn: () => api.call(membership.userRequests).then((r) => r.data),
    meta: { errorKey: 'myClub.requestsLoadFailed' },
  });

/** Both lists read again after a change: the request list and the search's statuses. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myClubKey });
}

export function useJoinClub() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (clubId: string) => api.call(membership.create, { body: { clubId } }),
    onSettled: refresh,
  });
}

export function useLeaveClub() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (requestId: string) => api.call(membership.end, { params: { id: requestId } }),
    onSettled: refresh,
  });
}
