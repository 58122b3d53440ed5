import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as personalData from '@boatcare/shared-domain/endpoints/personal-data';
import {
  Button,
  Card,
  ConfirmDialog,
  DataArchive,
  endpointKey,
  errorText,
  toast,
  useEndpoint,
  useEndpointMutation,
  useLinks,
} from '@boatcare/shared-ui';
import styles from '../../shared/admin.module.css';
import own from './PersonalDataCard.module.css';
import { ADMIN_READS } from '../../shared/admin-reads.ts';

/** While an archive is being prepared its state is read again this often (besides the live event). */
const PREPARING_POLL_MS = 3000;

/**
 * A person who asks by email: the admin has an archive of their data prepared (and downloads it
 * to send them) or deletes their account for them.
 */
export function PersonalDataCard({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const params = { id: userId };
  const status = useEndpoint(
    personalData.exportUserStatus,
    { params },
    {
      refetchInterval: (query) =>
        query.state.data?.data?.state === 'preparing' ? PREPARING_POLL_MS : false,
    },
  );
  const queryClient = useQueryClient();
  // The answer is the archive being prepared: the card shows it at once, then polls.
  const exporting = useEndpointMutation(personalData.exportUser, {
    onSuccess: (answer) =>
      queryClient.setQueryData(endpointKey(personalData.exportUserStatus, { params }), answer),
    onError: (error) => toast.error(errorText(t, error, 'personalData.export.askFailed')),
  });
  const removing = useEndpointMutation(personalData.deleteUser, {
    invalidates: ADMIN_READS,
    onSuccess: () => {
      setConfirming(false);
      toast.success(t('personalData.admin.deleted', { name }));
      void navigate(link('adminUsers'));
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorText(t, error, 'personalData.deleteFailed'));
    },
  });
  return (
    <Card aria-labelledby="personal-data-admin" className={own.card}>
      <h2 id="personal-data-admin">{t('personalData.admin.title')}</h2>
      <p className={styles.muted}>{t('personalData.admin.hint')}</p>
      <DataArchive
        archive={status.data?.data}
        askLabel={t('personalData.admin.export')}
        asking={exporting.isPending}
        onAsk={() => exporting.mutate({ params })}
      />
      <div className={styles.formActions}>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('personalData.admin.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        busy={removing.isPending}
        title={t('personalData.admin.deleteTitle', { name })}
        message={t('personalData.deleteMessage')}
        confirmLabel={t('personalData.admin.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => removing.mutate({ params })}
      />
    </Card>
  );
}
