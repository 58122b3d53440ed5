import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { JobPhoto } from '@boatcare/shared-domain/schemas/job-work';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';
import { Button, errorText, setJobPhotos, toast, useEndpointMutation } from '@boatcare/shared-ui';

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
  // The toast is the hook's: the removed photo's button is gone once the job shows the answer.
  const remove = useEndpointMutation(jobWork.removePhoto, {
    onSuccess: ({ photos }) => {
      setJobPhotos(client, jobId, photos);
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
      onClick={() => remove.mutate({ params: { id: jobId, photoId: photo.id } })}
    >
      {t('jobPhotos.remove')}
    </Button>
  );
}
