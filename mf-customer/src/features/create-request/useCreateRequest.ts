import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobPostFormFields } from '@boatcare/shared-domain/schemas/job-post-multipart';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import { keys } from '../../shared/api.ts';
import type { WizardValues } from './schema.ts';
import { uploadForm } from '@boatcare/shared-ui';

/** Sends the request as the spec's multipart form, with the share of the upload sent so far. */
export function useCreateRequest() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({
      images,
      clubPriority,
      ...values
    }: WizardValues & { clubPriority?: boolean }) => {
      const form = new FormData();
      const fields = jobPostFormFields({ ...values, title: '', description: '' });
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (clubPriority) form.append('clubPriority', 'true');
      for (const file of images) form.append('images', file, file.name);
      setProgress(0);
      return uploadForm(jobpost.create, form, { onProgress: setProgress });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.requests }),
        queryClient.invalidateQueries({ queryKey: keys.dashboard }),
      ]),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
