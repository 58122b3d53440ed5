import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { membershipDecisionBody } from '@boatcare/shared-domain/schemas/membership';
import * as club from '@boatcare/shared-domain/endpoints/club';
import * as membership from '@boatcare/shared-domain/endpoints/membership';
import type { Answer } from '@boatcare/shared-domain/endpoints/define';
import { endpointKey, invalidateEndpoints, useEndpointMutation } from '@boatcare/shared-ui';

export type MembershipDecision = z.infer<typeof membershipDecisionBody>['status'];

/**
 * Accepts or denies one request. The list is updated in place from the server's answer, so the
 * row shows the status the server stored; after a failure the list is read again, because a
 * refusal (say, already answered elsewhere) means this copy is out of date. The club's counts
 * and members change with an answer, so they are read again.
 */
export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useEndpointMutation(membership.decide, {
    invalidates: [club.dashboard, membership.clubMembers],
    onSuccess: ({ data }) => {
      queryClient.setQueryData<Answer<typeof membership.clubRequests>>(
        endpointKey(membership.clubRequests, {}),
        (list) =>
          list && { data: list.data.map((request) => (request.id === data.id ? data : request)) },
      );
    },
    onError: () => invalidateEndpoints(queryClient, [membership.clubRequests]),
  });
}
