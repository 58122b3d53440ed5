import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, useLinks } from '@boatcare/shared-ui';
import type { RouteName } from '@boatcare/shared-domain/core';

/** A record that does not exist (or is someone else's), with a way back. */
export function NotFound({ titleKey, fallback }: { titleKey: string; fallback: RouteName }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useLinks();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(link(fallback)));
  return (
    <EmptyState
      title={t(titleKey)}
      message={t('requestDetail.notFoundText')}
      action={<Button onClick={back}>{t('common.goBack')}</Button>}
    />
  );
}
