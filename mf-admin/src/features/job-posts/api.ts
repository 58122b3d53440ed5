import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminJobPostEdit, type AdminJobPostRow } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as admin from '@boatcare/shared-domain/endpoints/admin';

/** The spec's page size. */
export const PAGE_SIZE = 10;

export type JobPostRow = AdminJobPostRow;

/** A page of job posts after the cursor `after` (undefined: the first). */
export const useJobPosts = (auctioneerEmail: string, after: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'job-posts', auctioneerEmail, after],
    queryFn: () =>
      api.call(admin.jobPosts, {
        query: {
          auctioneerEmail: auctioneerEmail || undefined,
          after,
          limit: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminJobPosts.loadFailed' },
  });

export const useJobPost = (id: string) =>
  useQuery({
    queryKey: ['admin', 'job-post', id],
    queryFn: () => api.call(admin.jobPost, { params: { id } }).then((r) => r.data),
    meta: { errorKey: 'adminJobPosts.loadOneFailed' },
  });

export function useSaveJobPost(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminJobPostEdit) => api.call(admin.updateJobPost, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteJobPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(admin.deleteJobPost, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
