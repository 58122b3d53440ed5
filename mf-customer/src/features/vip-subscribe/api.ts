import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  vipConfirmResponse,
  vipMembership,
  vipStatus,
  vipSubscribeResponse,
} from '@boatcare/shared-domain';
import { api, sessionStore } from '@boatcare/shared-ui';
import { z } from 'zod';

const KEY = ['payments', 'vip'];

/** The plan (price from the pricing configuration) and the caller's membership. */
export const useVipStatus = () =>
  useQuery({ queryKey: KEY, queryFn: () => api.get('payments/vip', vipStatus) });

/** Starts the subscription; its first month is paid with the card form. */
export const useStartVip = () =>
  useMutation({
    mutationFn: () => api.send('post', 'payments/vip/subscribe', vipSubscribeResponse),
  });

/** After the card form: the server asks the provider and the session learns the answer. */
export function useConfirmVip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api.send(
        'put',
        `payments/vip/${encodeURIComponent(subscriptionId)}/confirm`,
        vipConfirmResponse,
      ),
    onSuccess(result) {
      sessionStore.getState().updateFlags({ vip: result.membership.isActive });
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useCancelVip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('delete', 'payments/vip', z.object({ membership: vipMembership })),
    onSuccess(result) {
      sessionStore.getState().updateFlags({ vip: result.membership.isActive });
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
}
