import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post-images';
import { errorText, toast } from '@boatcare/shared-ui/core';
import type { UploadArgs } from '../api/useEndpointMutation.ts';
import { buttonClasses } from './button-classes.ts';
import styles from './PicturePicker.module.css';

const TYPES: readonly string[] = JOB_POST_IMAGES.types;

/** The words of one picker, as translation keys (`uploading` takes `{{percent}}`). */
export interface PicturePickerWords {
  choose: string;
  replace: string;
  uploading: string;
  saved: string;
  failed: string;
  tooLarge: string;
  unsupportedType: string;
}

/** An upload mutation (`useUploadMutation`) of a picture endpoint without path parameters. */
interface PictureUpload {
  isPending: boolean;
  mutate(
    args: UploadArgs,
    callbacks: { onSuccess(): void; onError(error: Error): void; onSettled(): void },
  ): void;
}

/**
 * A picture chosen and uploaded at once, with progress: a person's picture (`AvatarPicker`) or a
 * club's logo. A file the server would refuse anyway (type, size) is named before anything is
 * sent; the server checks and sizes it like a photo. `preview` draws the picture shown (the
 * local file while it uploads, else `current`); `extra` adds buttons (remove).
 */
export function PicturePicker({
  title,
  titleAs: Title = 'h2',
  current,
  preview,
  hint,
  field,
  upload,
  words,
  busy = false,
  extra,
}: {
  title: string;
  titleAs?: 'h2' | 'h3' | 'span';
  /** The stored picture's address, or null for none. */
  current: string | null;
  preview(shown: string | null): ReactNode;
  hint: string;
  /** The multipart field the endpoint reads. */
  field: string;
  upload: PictureUpload;
  words: PicturePickerWords;
  /** Another write under way (a removal): choosing waits. */
  busy?: boolean;
  extra?: (uploading: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [local, setLocal] = useState<string | null>(null);

  // The local preview's object URL is released when it is replaced or the picker goes.
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused =
      file.size > JOB_POST_IMAGES.maxBytes
        ? words.tooLarge
        : file.type && !TYPES.includes(file.type)
          ? words.unsupportedType
          : null;
    setProblem(refused ? t(refused) : null);
    if (refused) return;
    setLocal(URL.createObjectURL(file));
    setProgress(0);
    const form = new FormData();
    form.append(field, file, file.name);
    upload.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t(words.saved)),
        onError(error) {
          const text = errorText(t, error, words.failed);
          setProblem(text);
          toast.error(text);
        },
        onSettled() {
          setLocal(null);
          setProgress(null);
        },
      },
    );
  };

  const shown = local ?? current;
  const disabled = busy || upload.isPending;
  const percent = Math.round((progress ?? 0) * 100);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <section className={styles.picker} aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`} className={styles.title}>
        {title}
      </Title>
      <div className={styles.row}>
        <span className={styles.preview}>{preview(shown)}</span>
        <div className={styles.actions}>
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
          <div className={styles.buttons}>
            <input
              id={id}
              type="file"
              accept={TYPES.join(',')}
              className="bc-visually-hidden"
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problem ? true : undefined}
              disabled={disabled}
              onChange={choose}
            />
            <label
              htmlFor={id}
              className={buttonClasses({ variant: 'secondary' }, styles.fileButton)}
              aria-disabled={disabled}
            >
              {t(shown ? words.replace : words.choose)}
            </label>
            {extra?.(local !== null)}
          </div>
        </div>
      </div>
      {progress !== null && (
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t(words.uploading, { percent })}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      )}
      {problem && (
        <p id={errorId} className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
