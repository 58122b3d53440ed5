import { keepPreviousData } from '@tanstack/react-query';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import { useEndpoint } from '@boatcare/shared-ui';

export const PAGE_SIZE = 20;
export type DisputeState = 'open' | 'decided';
/** What a decision makes stale: the disputes lists. */
export const DISPUTE_LISTS = [jobWork.disputes];

/** Disputed jobs, open or decided, newest dispute first: the page after the cursor `after`. */
export const useDisputes = (state: DisputeState, after: string | undefined) =>
  useEndpoint(
    jobWork.disputes,
    { query: { state, after, limit: PAGE_SIZE } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'disputes.loadFailed' } },
  );
