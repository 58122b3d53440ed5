import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import {
  type JobPhotoPhase,
  type JobStatusBody,
  type JobWork,
  type ServiceChip,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui/core';
import { uploadForm, type UploadOptions } from '../api/upload.ts';

/** Every cached job screen; a change reloads them (and each remote's own lists). */
export const jobWorkKey = (id: string) => ['job-work', id] as const;

/** A job's state, photos and timeline, as its owner, its provider or an admin sees it. */
export const useJobWork = (id: string) =>
  useQuery({
    queryKey: jobWorkKey(id),
    queryFn: () => api.call(jobWork.work, { params: { id } }),
    enabled: id !== '',
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
    meta: { errorKey: 'jobLifecycle.loadFailed' },
  });

/**
 * Moves a job on (start, done, confirm, dispute, cancel, an admin's decision); the screen
 * shows the server's answer, and `invalidate` (the remote's lists) are read again.
 */
export function useJobStatus(id: string, invalidate: readonly unknown[][] = []) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JobStatusBody) => api.call(jobWork.changeStatus, { params: { id }, body }),
    onSuccess: (work) => client.setQueryData(jobWorkKey(id), work),
    onSettled: () =>
      Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}

/** Uploads before or after photos of one service; the job shows the photos the server answers. */
export function useUploadJobPhotos(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      phase,
      service,
      files,
      onProgress,
    }: { phase: JobPhotoPhase; service: ServiceChip; files: File[] } & UploadOptions) => {
      const form = new FormData();
      form.append('phase', phase);
      form.append('service', service);
      for (const file of files) form.append('image', file);
      return uploadForm(jobWork.addPhotos, form, { params: { id }, onProgress });
    },
    onSuccess: ({ photos }) =>
      client.setQueryData<JobWork>(jobWorkKey(id), (work) => (work ? { ...work, photos } : work)),
  });
}
