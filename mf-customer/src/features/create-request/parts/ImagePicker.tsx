import { useEffect, useId, useMemo, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post';
import { fieldStyles } from '@boatcare/shared-ui';
import styles from './parts.module.css';

interface Props {
  files: File[];
  onChange(files: File[]): void;
  /** A translation key of why a choice was refused. */
  onRefuse(key: string): void;
  error?: string | undefined;
}

const ACCEPT = JOB_POST_IMAGES.types.join(',');
const isAccepted = (file: File) => (JOB_POST_IMAGES.types as readonly string[]).includes(file.type);
const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** Object URLs for previews, revoked when the files change or the picker goes away. */
function usePreviews(files: File[]) {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * 1 to 4 photos (JPEG, PNG or WebP, up to 10 MB each), with previews that can be removed one
 * by one. A choice that would make more than four clears the selection, as the spec says.
 */
export function ImagePicker({ files, onChange, onRefuse, error }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const previews = usePreviews(files);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    if (!chosen.every(isAccepted)) return onRefuse('createRequest.validation.imageType');
    if (chosen.some((file) => file.size > JOB_POST_IMAGES.maxBytes))
      return onRefuse('jobPost.images.tooLarge');
    const next = [...files, ...chosen];
    if (next.length > JOB_POST_IMAGES.max) {
      onChange([]);
      return onRefuse('createRequest.validation.imageCount');
    }
    onChange(next);
  };

  return (
    <div className={styles.images}>
      <span className={fieldStyles.label} id={`${id}-label`}>
        {t('createRequest.photos')}
      </span>
      <label className={clsx(styles.drop, error && styles.dropInvalid)} htmlFor={`${id}-input`}>
        <input
          id={`${id}-input`}
          className="bc-visually-hidden"
          type="file"
          accept={ACCEPT}
          multiple
          aria-labelledby={`${id}-label ${id}-action`}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={pick}
          disabled={files.length >= JOB_POST_IMAGES.max}
        />
        <span id={`${id}-action`} className={styles.dropAction}>
          {files.length >= JOB_POST_IMAGES.max
            ? t('createRequest.photosFull')
            : t('createRequest.choosePhotos')}
        </span>
        <span className={fieldStyles.hint}>
          {t('createRequest.photoCount', { count: files.length, max: JOB_POST_IMAGES.max })}
        </span>
      </label>
      {error ? (
        <span id={`${id}-error`} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : (
        <span id={`${id}-hint`} className={fieldStyles.hint}>
          {t('createRequest.photosHint')}
        </span>
      )}
      {files.length > 0 && (
        <ul className={styles.previews} aria-label={t('createRequest.chosenPhotos')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.lastModified}-${index}`} className={styles.preview}>
              <img src={previews[index]} alt={t('createRequest.photoPreview', { n: index + 1 })} />
              <span className={styles.fileName}>
                {file.name} · {kb(file.size)}
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('createRequest.removePhoto', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
