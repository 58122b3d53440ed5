import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import { api } from '@boatcare/shared-ui';

export const PAGE_SIZE = 20;
export type DisputeState = 'open' | 'decided';
export const DISPUTE_LISTS = [['admin', 'disputes']];

/** Disputed jobs, open or decided, newest dispute first. */
export const useDisputes = (state: DisputeState, page: number) =>
  useQuery({
    queryKey: ['admin', 'disputes', state, page],
    queryFn: () => api.call(jobWork.disputes, { query: { state, page, limit: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'disputes.loadFailed' },
  });
