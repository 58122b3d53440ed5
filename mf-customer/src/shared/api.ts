import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import type { JobPostStatus } from '@boatcare/shared-domain/core';
import type { OrderListQuery } from '@boatcare/shared-domain/schemas/job';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { api, uploadForm, type UploadOptions } from '@boatcare/shared-ui';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';

/** Requests per page in the customer's list. */
export const REQUESTS_PAGE_SIZE = 12;

export const keys = {
  requests: ['customer', 'requests'] as const,
  requestList: (status: JobPostStatus | 'all') => ['customer', 'requests', 'list', status] as const,
  request: (id: string) => ['customer', 'requests', 'detail', id] as const,
  orders: ['customer', 'orders'] as const,
  dashboard: ['customer', 'dashboard'] as const,
};

/** The customer's own requests, newest first, a page at a time. */
export const useMyRequests = (status: JobPostStatus | 'all') =>
  useInfiniteQuery({
    queryKey: keys.requestList(status),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(jobpost.list, {
        query: {
          status: status === 'all' ? undefined : status,
          page: pageParam,
          limit: REQUESTS_PAGE_SIZE,
        },
      }),
    getNextPageParam: (last, pages) =>
      last.length === REQUESTS_PAGE_SIZE ? pages.length + 1 : undefined,
  });

/** One request with its bids and order. */
export const useRequest = (id: string) =>
  useQuery({
    queryKey: keys.request(id),
    queryFn: () => api.call(jobpost.get, { params: { id } }).then((r) => r.data),
    meta: { errorKey: 'requestDetail.loadFailed' },
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
  });

/** The orders list's filter: the endpoint's query, as its schema reads it. */
export type OrderFilter = OrderListQuery;

export const useOrders = (filter: OrderFilter) =>
  useQuery({
    queryKey: [...keys.orders, filter],
    queryFn: () => api.call(jobs.list, { query: { ...filter } }),
    placeholderData: (previous) => previous,
  });

/** Accepts a bid: the server makes the order; lists and the dashboard are read again. */
export function useAcceptBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bidId: string) => api.call(jobs.fromBid, { body: { bidId } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.requests }),
        queryClient.invalidateQueries({ queryKey: keys.orders }),
        queryClient.invalidateQueries({ queryKey: keys.dashboard }),
      ]),
  });
}

/** Puts a photo in one gallery slot of a request; the request shows the server's answer. */
export function useReplaceImage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ index, file, onProgress }: { index: number; file: File } & UploadOptions) => {
      const form = new FormData();
      form.append('index', String(index));
      form.append('image', file);
      return uploadForm(jobpost.replaceImage, form, { params: { id }, onProgress });
    },
    onSuccess: ({ image }, { index }) => {
      queryClient.setQueryData<JobPostDetail>(keys.request(id), (post) => {
        if (!post) return post;
        const images = [...post.images];
        if (index < images.length) images[index] = image;
        else images.push(image);
        return { ...post, images };
      });
      void queryClient.invalidateQueries({ queryKey: keys.requests });
    },
  });
}
