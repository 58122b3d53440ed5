import type { NearbyQueryInput } from '@boatcare/shared-domain/schemas/nearby';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { useEndpointPages } from '@boatcare/shared-ui';

/** Cards per page of the jobs lists (the spec's limit 10). */
export const JOBS_PAGE_SIZE = 10;

type NumericFilter =
  'latitude' | 'longitude' | 'boatLengthFrom' | 'boatLengthTo' | 'priceFrom' | 'priceTo' | 'radius';

/** The query fields of the jobs lists (nearbyQuery without paging), as the screen sends them. */
export type JobsFilter = Partial<Record<NumericFilter, number>> &
  Pick<NearbyQueryInput, 'additionalServices' | 'boatName'>;
export type JobsList = 'nearby' | 'my-bids';

const LISTS = {
  nearby: { endpoint: jobpost.nearby, errorKey: 'supplierJobs.loadFailed' },
  'my-bids': { endpoint: jobpost.myBids, errorKey: 'supplierJobs.loadMyBidsFailed' },
} as const;

/** Nearby jobs or the requests bid on, a page at a time, nearest (or latest bid) first. */
export function useJobsList(list: JobsList, filter: JobsFilter) {
  const { endpoint, errorKey } = LISTS[list];
  return useEndpointPages(
    endpoint,
    filter,
    (page: number) => ({ query: { ...filter, page, limit: JOBS_PAGE_SIZE } }),
    {
      initialPageParam: 1,
      getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
      meta: { errorKey },
    },
  );
}
