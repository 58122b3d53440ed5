import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@boatcare/shared-ui';
import * as club from '@boatcare/shared-domain/endpoints/club';
import * as membership from '@boatcare/shared-domain/endpoints/membership';

export const MEMBERS_PAGE_SIZE = 10;

/** The club's counts of members and requests. */
export const useClubDashboard = () =>
  useQuery({
    queryKey: ['club', 'dashboard'],
    queryFn: () => api.call(club.dashboard).then((r) => r.data),
    meta: { errorKey: 'clubDashboard.loadFailed' },
  });

/** One page of the club's accepted members, searched by name or email. */
export const useClubMembers = (q: string, page: number) =>
  useQuery({
    queryKey: ['club', 'members', q, page],
    queryFn: () =>
      api.call(membership.clubMembers, {
        query: {
          q,
          page,
          limit: MEMBERS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'clubDashboard.membersLoadFailed' },
  });

/** Everything on the dashboard is read again after an answer or a removal. */
export function useRefreshClub() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['club'] });
}

export function useRemoveMember() {
  const refresh = useRefreshClub();
  return useMutation({
    mutationFn: (requestId: string) => api.call(membership.end, { params: { id: requestId } }),
    onSettled: refresh,
  });
}
