import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { api } from '@boatcare/shared-ui';
import * as bids from '@boatcare/shared-domain/endpoints/bids';

const key = ['supplier', 'batches'] as const;

/** Pier batches: one club's members' requests at its harbour in one week. */
export const usePierBatches = () =>
  useQuery({
    queryKey: key,
    queryFn: () => api.call(jobpost.batches).then((r) => r.data),
    meta: { errorKey: 'pierBatches.loadFailed' },
  });

/** An offer on one request of a batch, through the ordinary POST /bids. */
export function useBatchBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { jobPostId: string; bid_amount: number; message: string }) =>
      api.call(bids.place, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
