import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sessionStore } from '@boatcare/shared-ui';
import * as vip from '@boatcare/shared-domain/endpoints/vip';

const KEY = ['payments', 'vip'];

/** The plan (price from the pricing configuration) and the caller's membership. */
export const useVipStatus = () => useQuery({ queryKey: KEY, queryFn: () => api.call(vip.status) });

/** Starts the subscription; its first month is paid with the card form. */
export const useStartVip = () =>
  useMutation({
    mutationFn: () => api.call(vip.subscribe),
  });

/** After the card form: the server asks the provider and the session learns the answer. */
export function useConfirmVip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) => api.call(vip.confirm, { params: { subscriptionId } }),
    onSuccess(result) {
      sessionStore.getState().updateFlags({ vip: result.membership.isActive });
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useCancelVip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(vip.cancel),
    onSuccess(result) {
      sessionStore.getState().updateFlags({ vip: result.membership.isActive });
      void client.invalidateQueries({ queryKey: KEY });
    },
  });
}
