import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import { BOAT_PHOTOS_MAX, type BoatDetail } from '@boatcare/shared-domain/schemas/boat';
import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post';
import {
  BoatPhotoGrid,
  Button,
  boatStyles,
  errorText,
  toast,
  useEndpointMutation,
  useUploadMutation,
} from '@boatcare/shared-ui';
import styles from '../BoatsPage.module.css';

/** The boat's photos: up to four, added one at a time, each removable. */
export function BoatPhotos({ boat }: { boat: BoatDetail }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const reads = { invalidates: [boats.get, boats.list] };
  const add = useUploadMutation(boats.addPhoto, reads);
  const remove = useEndpointMutation(boats.removePhoto, reads);
  const failed = (error: Error) => toast.error(errorText(t, error, 'boats.photos.unreadable'));

  const upload = (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('image', file, file.name);
    add.mutate(
      { form, params: { id: boat.id } },
      { onSuccess: () => toast.success(t('boats.photos.added')), onError: failed },
    );
    if (input.current) input.current.value = '';
  };

  return (
    <section className={boatStyles.section} aria-labelledby="boat-photos">
      <h2 id="boat-photos" className={boatStyles.heading}>
        {t('boats.photos.title')}
      </h2>
      {boat.photos.length === 0 && <p className={boatStyles.muted}>{t('boats.photos.none')}</p>}
      <BoatPhotoGrid
        photos={boat.photos}
        alt={(_photo, index) => `${boat.boatName} ${index + 1}`}
        below={(photo) => (
          <Button
            variant="secondary"
            size="small"
            loading={remove.isPending && remove.variables.params.photoId === photo.id}
            onClick={() =>
              remove.mutate(
                { params: { id: boat.id, photoId: photo.id } },
                { onSuccess: () => toast.success(t('boats.photos.removed')), onError: failed },
              )
            }
          >
            {t('boats.photos.remove')}
          </Button>
        )}
      />
      {boat.photos.length < BOAT_PHOTOS_MAX && (
        <div className={styles.actions}>
          <input
            ref={input}
            type="file"
            id="boat-photo-file"
            accept={JOB_POST_IMAGES.types.join(',')}
            hidden
            onChange={(event) => upload(event.target.files?.[0])}
          />
          <Button
            variant="secondary"
            loading={add.isPending}
            onClick={() => input.current?.click()}
          >
            {t('boats.photos.add')}
          </Button>
        </div>
      )}
    </section>
  );
}
