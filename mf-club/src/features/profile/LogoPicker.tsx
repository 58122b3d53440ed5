import { useTranslation } from 'react-i18next';
import { CLUB_LOGO_FIELD, type ClubProfile } from '@boatcare/shared-domain/schemas/club';
import { PicturePicker } from '@boatcare/shared-ui';
import { useUploadClubLogo } from './profile-saves.ts';
import { isShownLogo, logoSrc } from './logo.ts';
import styles from './ProfilePage.module.css';

const WORDS = {
  choose: 'clubProfile.logoChoose',
  replace: 'clubProfile.logoReplace',
  uploading: 'clubProfile.logoUploading',
  saved: 'clubProfile.logoUploaded',
  failed: 'clubProfile.logoUploadFailed',
  tooLarge: 'clubProfile.logoTooLarge',
  unsupportedType: 'clubProfile.logoUnsupportedType',
};

/** The club's logo: choosing an image uploads it at once, and the preview shows it. */
export function LogoPicker({ club }: { club: ClubProfile }) {
  const { t } = useTranslation();
  const upload = useUploadClubLogo();
  return (
    <PicturePicker
      title={t('clubProfile.logo')}
      titleAs="span"
      current={isShownLogo(club.logoThumbUrl) ? logoSrc(club.logoThumbUrl) : null}
      preview={(shown) =>
        shown ? (
          <img
            className={styles.logoPreview}
            src={shown}
            alt={t('clubProfile.logoPreviewAlt')}
            data-testid="logo-preview"
          />
        ) : (
          <span className={styles.logoEmpty}>{t('clubProfile.noLogo')}</span>
        )
      }
      hint={t('clubProfile.logoHint')}
      field={CLUB_LOGO_FIELD}
      upload={upload}
      words={WORDS}
    />
  );
}
