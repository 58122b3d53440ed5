import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BidBody, type NearbyQueryInput } from '@boatcare/shared-domain';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { api } from '@boatcare/shared-ui';
import * as bids from '@boatcare/shared-domain/endpoints/bids';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';

/** Cards per page of the jobs lists (the spec's limit 10). */
export const JOBS_PAGE_SIZE = 10;
/** Orders per page of the my-offers screen (the spec's limit 50). */
export const ORDERS_PAGE_SIZE = 50;

type NumericFilter =
  'latitude' | 'longitude' | 'boatLengthFrom' | 'boatLengthTo' | 'priceFrom' | 'priceTo' | 'radius';

/** The query fields of the jobs lists (nearbyQuery without paging), as the screen sends them. */
export type JobsFilter = Partial<Record<NumericFilter, number>> &
  Pick<NearbyQueryInput, 'additionalServices' | 'boatName'>;
export type JobsList = 'nearby' | 'my-bids';

export const keys = {
  all: ['provider'] as const,
  list: (list: JobsList, filter: JobsFilter) => ['provider', 'jobs', list, filter] as const,
  job: (id: string) => ['provider', 'job', id] as const,
  orders: (page: number) => ['provider', 'orders', page] as const,
  calendar: (year: number, month: number) => ['provider', 'calendar', year, month] as const,
};

/** Nearby jobs or the requests bid on, a page at a time, nearest (or latest bid) first. */
export const useJobsList = (list: JobsList, filter: JobsFilter) =>
  useInfiniteQuery({
    queryKey: keys.list(list, filter),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(list === 'nearby' ? jobpost.nearby : jobpost.myBids, {
        query: { ...filter, page: pageParam, limit: JOBS_PAGE_SIZE },
      }),
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
    meta: {
      errorKey: list === 'nearby' ? 'supplierJobs.loadFailed' : 'supplierJobs.loadMyBidsFailed',
    },
  });

/** One request as a provider may see it (open, or bid on). */
export const useJob = (id: string) =>
  useQuery({
    queryKey: keys.job(id),
    queryFn: () => api.call(jobpost.get, { params: { id } }).then((r) => r.data),
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
  });

/** Makes or changes the provider's bid; every jobs list and the request reload. */
export function usePlaceBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BidBody) => api.call(bids.place, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useMyJobs = (page: number) =>
  useQuery({
    queryKey: keys.orders(page),
    queryFn: () => api.call(jobs.myJobs, { query: { page, limit: ORDERS_PAGE_SIZE } }),
    meta: { errorKey: 'supplierMyOffers.loadFailed' },
  });

export const useCalendar = (year: number, month: number) =>
  useQuery({
    queryKey: keys.calendar(year, month),
    queryFn: () => api.call(jobs.calendar, { query: { year, month } }).then((r) => r.data),
    meta: { errorKey: 'supplierCalendar.loadFailed' },
  });
