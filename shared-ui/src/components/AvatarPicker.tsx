import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import * as auth from '@boatcare/shared-domain/endpoints/auth';
import { AVATAR_FIELD, type AvatarResponse } from '@boatcare/shared-domain/schemas/auth';
import { JOB_POST_IMAGES } from '@boatcare/shared-domain/schemas/job-post';
import { Button, endpointKey, errorText, toast, useEndpoint } from '@boatcare/shared-ui/core';
import { useEndpointMutation, useUploadMutation } from '../api/useEndpointMutation.ts';
import { buttonClasses } from './button-classes.ts';
import { Avatar } from './Avatar.tsx';
import styles from './AvatarPicker.module.css';

const TYPES: readonly string[] = JOB_POST_IMAGES.types;

/** The translation key of a file the server would refuse anyway, or null if it may be sent. */
function fileProblem(file: File): string | null {
  if (file.size > JOB_POST_IMAGES.maxBytes) return 'avatar.tooLarge';
  if (file.type && !TYPES.includes(file.type)) return 'avatar.unsupportedType';
  return null;
}

/**
 * The caller's own picture: a provider's logo (shown on their offers, the owner's job page,
 * reviews and messages) or an owner's optional avatar (shown to their job's provider). Choosing
 * an image uploads it at once, with progress; the server checks and sizes it like a photo.
 */
export function AvatarPicker({ name, side }: { name: string; side: 'owner' | 'provider' }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const current = useEndpoint(auth.avatar, {});
  const keep = (saved: AvatarResponse) =>
    queryClient.setQueryData(endpointKey(auth.avatar, {}), saved);
  const upload = useUploadMutation(auth.uploadAvatar, { onSuccess: keep });
  const remove = useEndpointMutation(auth.removeAvatar, { onSuccess: keep });
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The local preview's object URL is released when it is replaced or the picker goes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = fileProblem(file);
    setProblem(refused ? t(refused) : null);
    if (refused) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    const form = new FormData();
    form.append(AVATAR_FIELD, file, file.name);
    upload.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t('avatar.saved')),
        onError(error) {
          const text = errorText(t, error, 'avatar.failed');
          setProblem(text);
          toast.error(text);
        },
        onSettled() {
          setPreview(null);
          setProgress(null);
        },
      },
    );
  };

  const shown = preview ?? current.data?.avatarUrl ?? '';
  const busy = upload.isPending || remove.isPending;
  const percent = Math.round((progress ?? 0) * 100);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <section className={styles.picker} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t(side === 'provider' ? 'avatar.title' : 'avatar.ownerTitle')}
      </h2>
      <div className={styles.row}>
        <span className={styles.preview} data-testid="avatar-preview">
          <Avatar name={name} src={shown || undefined} size={88} />
        </span>
        <div className={styles.actions}>
          <p id={hintId} className={styles.hint}>
            {shown ? t('avatar.current') : t('avatar.none')}{' '}
            {t(side === 'provider' ? 'avatar.providerHint' : 'avatar.ownerHint')}
          </p>
          <div className={styles.buttons}>
            <input
              id={id}
              type="file"
              accept={TYPES.join(',')}
              className="bc-visually-hidden"
              aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
              aria-invalid={problem ? true : undefined}
              disabled={busy}
              onChange={choose}
            />
            <label
              htmlFor={id}
              className={buttonClasses({ variant: 'secondary' }, styles.fileButton)}
              aria-disabled={busy}
            >
              {t(shown ? 'avatar.replace' : 'avatar.choose')}
            </label>
            {current.data?.avatarUrl && !preview && (
              <Button
                variant="ghost"
                loading={remove.isPending}
                disabled={busy}
                onClick={() =>
                  remove.mutate(
                    {},
                    {
                      onSuccess: () => toast.success(t('avatar.removed')),
                      onError: (error) => toast.error(errorText(t, error, 'avatar.failed')),
                    },
                  )
                }
              >
                {t('avatar.remove')}
              </Button>
            )}
          </div>
        </div>
      </div>
      {progress !== null && (
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t(side === 'provider' ? 'avatar.title' : 'avatar.ownerTitle')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('avatar.uploading', { percent })}
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
