import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CLUB_LOGO_FIELD, type ClubProfile } from '@boatcare/shared-domain/schemas/club';
import { errorText, toast } from '@boatcare/shared-ui';
import { useUploadClubLogo } from './profile-saves.ts';
import { LOGO_TYPES, isShownLogo, logoProblem, logoSrc } from './logo.ts';
import styles from './ProfilePage.module.css';

/**
 * The logo picker: choosing an image uploads it at once (with progress) and the preview shows
 * it; a file the server would refuse (wrong type, too large) is named before anything is sent.
 */
export function LogoPicker({ club }: { club: ClubProfile }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadClubLogo();

  // The local preview's object URL is released when it is replaced or the picker goes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = logoProblem(file);
    setProblem(refused ? t(refused) : null);
    if (refused) return;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    const form = new FormData();
    form.append(CLUB_LOGO_FIELD, file, file.name);
    upload.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess() {
          setPreview(null);
          toast.success(t('clubProfile.logoUploaded'));
        },
        onError(error) {
          setPreview(null);
          const text = errorText(t, error, 'clubProfile.logoUploadFailed');
          setProblem(text);
          toast.error(text);
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  const shown = preview ?? (isShownLogo(club.logoThumbUrl) ? logoSrc(club.logoThumbUrl) : null);
  const percent = Math.round((progress ?? 0) * 100);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.logoPicker}>
      <span className={styles.logoLabel}>{t('clubProfile.logo')}</span>
      <div className={styles.logoRow}>
        {shown ? (
          <img
            className={styles.logoPreview}
            src={shown}
            alt={t('clubProfile.logoPreviewAlt')}
            data-testid="logo-preview"
          />
        ) : (
          <span className={styles.logoEmpty}>{t('clubProfile.noLogo')}</span>
        )}
        <div className={styles.logoActions}>
          <input
            ref={input}
            id={id}
            type="file"
            accept={LOGO_TYPES.join(',')}
            className={styles.fileInput}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem ? true : undefined}
            disabled={upload.isPending}
            onChange={choose}
          />
          <label htmlFor={id} className={styles.fileButton} aria-disabled={upload.isPending}>
            {t(shown ? 'clubProfile.logoReplace' : 'clubProfile.logoChoose')}
          </label>
          <p id={hintId} className={styles.hint}>
            {t('clubProfile.logoHint')}
          </p>
        </div>
      </div>
      {progress !== null && (
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('clubProfile.logo')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('clubProfile.logoUploading', { percent })}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      )}
      {problem && (
        <p id={errorId} className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
