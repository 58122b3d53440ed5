import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import type { JobPhoto, JobWork } from '@boatcare/shared-domain';
import { Button, api, errorText, jobWorkKey, toast } from '@boatcare/shared-ui';

/** Takes a wrong photo away again (only while the job is in progress; the server checks). */
export function PhotoRemove({
  jobId,
  photo,
  number,
}: {
  jobId: string;
  photo: JobPhoto;
  number: number;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api.call(jobWork.removePhoto, { params: { id: jobId, photoId: photo.id } }),
    onSuccess: ({ photos }) => {
      client.setQueryData<JobWork>(jobWorkKey(jobId), (work) =>
        work ? { ...work, photos } : work,
      );
      toast.success(t('jobPhotos.removed'));
    },
    onError: (error) => toast.error(errorText(t, error, 'jobPhotos.removeFailed')),
  });
  return (
    <Button
      variant="ghost"
      size="small"
      loading={remove.isPending}
      aria-label={t('jobPhotos.removeLabel', {
        phase: t(`jobPhotos.${photo.phase}`).toLowerCase(),
        service: t(`services.${photo.service}`),
        number,
      })}
      onClick={() => remove.mutate()}
    >
      {t('jobPhotos.remove')}
    </Button>
  );
}
