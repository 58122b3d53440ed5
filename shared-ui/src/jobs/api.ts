import { useQueryClient, type MutateOptions, type QueryClient } from '@tanstack/react-query';
import type { CallArgs } from '@boatcare/shared-domain/endpoints/define';
import type * as JobWorkTable from '@boatcare/shared-domain/endpoints/job-work';
import { type ServiceChip } from '@boatcare/shared-domain/schemas/job-post-services';
import {
  type JobPhoto,
  type JobPhotoPhase,
  type JobStatusBody,
  type JobWork,
} from '@boatcare/shared-domain/schemas/job-work';
import { endpointKey, statusOf, useLazyEndpoint } from '@boatcare/shared-ui/core';
import {
  useEndpointMutation,
  useUploadMutation,
  type Invalidates,
} from '../api/useEndpointMutation.ts';

/**
 * The job-work table, imported when a screen first reads or writes a job's work: the shared-ui
 * root (on every first screen, login's too) does not build its schemas at start.
 */
const loadJobWork = () => import('@boatcare/shared-domain/endpoints/job-work');
/** GET /jobs/{id}/work by its path (the type holds it to the table's). */
const WORK: (typeof JobWorkTable.work)['path'] = '/jobs/:id/work';

/** The cache key of one job's work (the screens write the server's answers into it). */
export const jobWorkKey = (id: string) => endpointKey({ path: WORK }, { params: { id } });

/** Puts the photos the server answered into the cached job. */
export const setJobPhotos = (client: QueryClient, id: string, photos: JobPhoto[]) =>
  client.setQueryData<JobWork>(jobWorkKey(id), (work) => (work ? { ...work, photos } : work));

/** A job's state, photos and timeline, as its owner, its provider or an admin sees it. */
export const useJobWork = (id: string) =>
  useLazyEndpoint(
    WORK,
    () => loadJobWork().then((table) => table.work),
    { params: { id } },
    {
      enabled: id !== '',
      retry: (count, error) => count < 1 && statusOf(error) !== 404,
      meta: { errorKey: 'jobLifecycle.loadFailed' },
    },
  );

type StatusOptions = MutateOptions<JobWork, Error, CallArgs<typeof JobWorkTable.changeStatus>>;

/**
 * Moves a job on (start, done, confirm, dispute, cancel, an admin's decision): `mutate(body)`;
 * the screen shows the server's answer, and `invalidates` (the remote's lists) are read again.
 */
export function useJobStatus(id: string, invalidates: Invalidates['invalidates'] = []) {
  const client = useQueryClient();
  const change = useEndpointMutation(() => loadJobWork().then((table) => table.changeStatus), {
    invalidates,
    onSuccess: (work) => client.setQueryData(jobWorkKey(id), work),
  });
  return {
    ...change,
    mutate: (body: JobStatusBody, options?: StatusOptions) =>
      change.mutate({ params: { id }, body }, options),
  };
}

/** The multipart form of an upload of before or after photos of one service. */
export function jobPhotosForm(phase: JobPhotoPhase, service: ServiceChip, files: File[]) {
  const form = new FormData();
  form.append('phase', phase);
  form.append('service', service);
  for (const file of files) form.append('image', file);
  return form;
}

/** Uploads photos (`jobPhotosForm`); the job shows the photos the server answers. */
export function useUploadJobPhotos(id: string) {
  const client = useQueryClient();
  return useUploadMutation(() => loadJobWork().then((table) => table.addPhotos), {
    onSuccess: ({ photos }) => setJobPhotos(client, id, photos),
  });
}
