import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { membershipDecisionBody, type MembershipRequest } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as membership from '@boatcare/shared-domain/endpoints/membership';

export type MembershipDecision = z.infer<typeof membershipDecisionBody>['status'];

const clubRequestsKey = ['club', 'membership-requests'] as const;

/** The club's incoming membership requests. */
export const useClubRequests = () =>
  useQuery({
    queryKey: clubRequestsKey,
    queryFn: () => api.call(membership.clubRequests).then((r) => r.data),
  });

/**
 * Accepts or denies one request. The list is updated in place from the server's answer, so the
 * row shows the status the server stored; after a failure the list is read again, because a
 * refusal (say, already answered elsewhere) means this copy is out of date.
 */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MembershipDecision }) =>
      api.call(membership.decide, {
        params: { id },
        body: {
          status,
        },
      }),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<MembershipRequest[]>(clubRequestsKey, (list) =>
        list?.map((request) => (request.id === data.id ? data : request)),
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: clubRequestsKey }),
  });
}
