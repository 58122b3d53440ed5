import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_POST_IMAGES, type JobPostImage } from '@boatcare/shared-domain/schemas/job-post';
import { Picture, Spinner, toast, errorText } from '@boatcare/shared-ui';
import { replaceImageForm, useReplaceImage } from '../useReplaceImage.ts';
import { DEFAULT_IMAGE, imageSrc } from '../../../shared/images.ts';
import styles from '../JobPage.module.css';

const ACCEPT = JOB_POST_IMAGES.types.join(',');
const isAccepted = (file: File) => (JOB_POST_IMAGES.types as readonly string[]).includes(file.type);

function Slot({
  requestId,
  index,
  image,
  boatName,
  editable,
}: {
  requestId: string;
  index: number;
  image: JobPostImage | undefined;
  boatName: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const replace = useReplaceImage(requestId, index);
  const [brokenId, setBrokenId] = useState<string | null>(null);
  const broken = image !== undefined && brokenId === image.id;
  const [progress, setProgress] = useState(0);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isAccepted(file)) return void toast.error(t('createRequest.validation.imageType'));
    if (file.size > JOB_POST_IMAGES.maxBytes) return void toast.error(t('jobPost.images.tooLarge'));
    setProgress(0);
    replace.mutate(
      { form: replaceImageForm(index, file), params: { id: requestId }, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t('jobPost.images.updated')),
        onError: (error) => toast.error(errorText(t, error, 'jobPost.images.uploadFailed')),
      },
    );
  };

  const label = image
    ? t('requestDetail.replacePhoto', { n: index + 1 })
    : t('requestDetail.addPhoto', { n: index + 1 });
  return (
    <li className={styles.slot}>
      {image && !broken ? (
        <a
          href={imageSrc(image.fullUrl)}
          target="_blank"
          rel="noreferrer"
          className={styles.slotImage}
        >
          <Picture
            image={image}
            alt={t('requestDetail.photoOf', { name: boatName, n: index + 1 })}
            width={480}
            height={360}
            sizes="(max-width: 600px) 50vw, 240px"
            onError={() => setBrokenId(image.id)}
          />
        </a>
      ) : image ? (
        <div className={styles.slotImage}>
          <img
            src={DEFAULT_IMAGE}
            alt={t('carousel.noPhoto', { name: boatName })}
            width={480}
            height={360}
          />
        </div>
      ) : (
        <div className={`${styles.slotImage} ${styles.emptySlot}`}>
          <span aria-hidden="true">+</span>
          {t('requestDetail.emptySlot')}
        </div>
      )}
      {replace.isPending && (
        <div className={styles.slotBusy} role="status">
          <Spinner size={22} inverse />
          <span>{t('requestDetail.uploading', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      {editable && (
        <label className={styles.slotAction} htmlFor={id}>
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            className="bc-visually-hidden"
            onChange={choose}
            disabled={replace.isPending}
          />
          {label}
        </label>
      )}
    </li>
  );
}

/** Four photo slots; each photo can be replaced, and an empty slot takes a new one. */
export function Gallery({
  requestId,
  images,
  boatName,
  editable,
}: {
  requestId: string;
  images: JobPostImage[];
  boatName: string;
  editable: boolean;
}) {
  const { t } = useTranslation();
  // Slots stay contiguous on the server: only the first empty slot can take a photo.
  const slots = Array.from({ length: JOB_POST_IMAGES.max }, (_, index) => index);
  return (
    <ul className={styles.gallery} aria-label={t('requestDetail.gallery')}>
      {slots.map((index) => (
        <Slot
          key={index}
          requestId={requestId}
          index={index}
          image={images[index]}
          boatName={boatName}
          editable={editable && index <= images.length}
        />
      ))}
    </ul>
  );
}
