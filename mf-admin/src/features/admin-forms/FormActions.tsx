import { useTranslation } from 'react-i18next';
import type { RouteName } from '@boatcare/shared-domain/core';
import { Button, ButtonLink, useLinks } from '@boatcare/shared-ui';
import styles from '../../shared/admin.module.css';

/** An edit page's Save (off while saving) and Cancel (back to `cancelTo`). */
export function FormActions({ busy, cancelTo }: { busy: boolean; cancelTo: RouteName }) {
  const { t } = useTranslation();
  const link = useLinks();
  return (
    <div className={styles.formActions}>
      <Button type="submit" disabled={busy}>
        {t('common.save')}
      </Button>
      <ButtonLink variant="secondary" to={link(cancelTo)}>
        {t('common.cancel')}
      </ButtonLink>
    </div>
  );
}
