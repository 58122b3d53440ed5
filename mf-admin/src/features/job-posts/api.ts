import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminJobPostList,
  adminJobPostResponse,
  messageResponse,
  type AdminJobPostEdit,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

/** The spec's page size. */
export const PAGE_SIZE = 10;

export const useJobPosts = (auctioneerEmail: string, page: number) =>
  useQuery({
    queryKey: ['admin', 'job-posts', auctioneerEmail, page],
    queryFn: () =>
      api.get('super/list/job-posts', adminJobPostList, {
        auctioneerEmail: auctioneerEmail || undefined,
        page,
        limit: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminJobPosts.loadFailed' },
  });

export const useJobPost = (id: string) =>
  useQuery({
    queryKey: ['admin', 'job-post', id],
    queryFn: () => api.get(`super/get/job-posts/${id}`, adminJobPostResponse).then((r) => r.data),
    meta: { errorKey: 'adminJobPosts.loadOneFailed' },
  });

export function useSaveJobPost(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminJobPostEdit) =>
      api.send('put', `super/put/job-posts/${id}`, adminJobPostResponse, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteJobPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.send('delete', `super/delete/job-posts/${id}`, messageResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
