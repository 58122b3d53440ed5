import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post';
import { type ServiceChip } from '@boatcare/shared-domain/schemas/job-post-services';
import { type JobPhotoPhase } from '@boatcare/shared-domain/schemas/job-work';
import { errorText, jobPhotosForm, toast, useUploadJobPhotos } from '@boatcare/shared-ui';
import styles from './Work.module.css';

/**
 * Adds before or after photos of one service: a file picker (several at once), the upload's
 * progress, and the server's refusal in words.
 */
export function PhotoUpload({
  jobId,
  service,
  phase,
}: {
  jobId: string;
  service: ServiceChip;
  phase: JobPhotoPhase;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadJobPhotos(jobId);
  const [percent, setPercent] = useState<number | null>(null);
  const label = t('jobPhotos.addLabel', {
    phase: t(`jobPhotos.${phase}`).toLowerCase(),
    service: t(`services.${service}`),
  });

  function send(files: File[]) {
    if (files.length === 0) return;
    setPercent(0);
    upload.mutate(
      {
        form: jobPhotosForm(phase, service, files),
        params: { id: jobId },
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      },
      {
        onSuccess: () => toast.success(t('jobPhotos.saved')),
        onError: (error) => toast.error(errorText(t, error, 'jobPhotos.uploadFailed')),
        onSettled: () => {
          setPercent(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  }

  return (
    <div className={styles.upload}>
      <label htmlFor={id} className={styles.uploadButton} data-busy={upload.isPending || undefined}>
        {t('jobPhotos.add')}
      </label>
      <input
        id={id}
        ref={input}
        className={styles.fileInput}
        type="file"
        accept={JOB_POST_IMAGES.types.join(',')}
        multiple
        aria-label={label}
        disabled={upload.isPending}
        onChange={(event) => send([...(event.target.files ?? [])])}
      />
      {percent !== null && (
        <p className={styles.progress} aria-live="polite">
          {t('jobPhotos.uploading', { percent })}
        </p>
      )}
    </div>
  );
}
