import { useState } from 'react';
import type { MutateOptions } from '@tanstack/react-query';
import type { Answer } from '@boatcare/shared-domain/endpoints/define';
import * as dashboards from '@boatcare/shared-domain/endpoints/dashboards';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import { useUploadMutation, type UploadArgs } from '@boatcare/shared-ui';
import type { WizardValues } from './schema.ts';

/** Sends the request as the spec's multipart form, with the share of the upload sent so far. */
export function useCreateRequest() {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadMutation(jobpost.create, {
    invalidates: [jobpost.list, dashboards.customer],
    onSettled: () => setProgress(null),
  });
  const mutate = (
    { images, clubPriority, contactNumber, postAs: _postAs, plan: _plan, ...values }: WizardValues,
    options?: MutateOptions<Answer<typeof jobpost.create>, Error, UploadArgs>,
  ) => {
    const form = new FormData();
    const fields = jobPostFormFields({ ...values, title: '', description: '' });
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (clubPriority) form.append('clubPriority', 'true');
    form.append('contactNumber', contactNumber);
    for (const file of images) form.append('images', file, file.name);
    setProgress(0);
    upload.mutate({ form, onProgress: setProgress }, options);
  };
  return { ...upload, mutate, progress };
}
