import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import { api } from '@boatcare/shared-ui';

export const PAGE_SIZE = 20;
export type DisputeState = 'open' | 'decided';
export const DISPUTE_LISTS = [['admin', 'disputes']];

/** Disputed jobs, open or decided, newest dispute first: the page after the cursor `after`. */
export const useDisputes = (state: DisputeState, after: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'disputes', state, after],
    queryFn: () => api.call(jobWork.disputes, { query: { state, after, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'disputes.loadFailed' },
  });
