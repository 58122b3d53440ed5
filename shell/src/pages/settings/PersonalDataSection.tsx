import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as personalData from '@boatcare/shared-domain/endpoints/personal-data';
import { deleteAccountBody } from '@boatcare/shared-domain/schemas/personal-data';
import {
  Button,
  ConfirmDialog,
  DataArchive,
  TextField,
  endpointKey,
  errorText,
  toast,
  useEndpoint,
  useEndpointMutation,
  useLogOut,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from './NotificationSettings.module.css';

/** The confirmation asks for the password again; a wrong one is the field's error. */
function DeleteAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const logOut = useLogOut();
  const form = useSchemaForm(deleteAccountBody, { defaultValues: { password: '' } });
  const remove = useEndpointMutation(personalData.deleteOwn, {
    onSuccess: async () => {
      setOpen(false);
      toast.success(t('personalData.deleted'));
      await logOut();
    },
    onError: (error) => {
      if (!form.showServerErrors(error))
        toast.error(errorText(t, error, 'personalData.deleteFailed'));
    },
  });
  const submit = form.handleSubmit((body) => remove.mutate({ body }));
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('personalData.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        tone="danger"
        busy={remove.isPending}
        title={t('personalData.deleteTitle')}
        confirmLabel={t('personalData.confirmDelete')}
        onCancel={() => {
          setOpen(false);
          form.reset();
        }}
        onConfirm={() => void submit()}
        message={
          <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
            <p>{t('personalData.deleteMessage')}</p>
            <TextField
              label={t('personalData.password')}
              type="password"
              autoComplete="current-password"
              {...form.field('password')}
            />
          </form>
        }
      />
    </>
  );
}

/** While an archive is being prepared its state is read again this often (besides the live event). */
const PREPARING_POLL_MS = 3000;

/**
 * Settings: an archive of everything the platform holds about me, prepared in the background
 * and downloaded from here, or deleting my account (GDPR).
 */
export function PersonalDataSection() {
  const { t } = useTranslation();
  const status = useEndpoint(personalData.exportOwnStatus, undefined, {
    refetchInterval: (query) =>
      query.state.data?.data?.state === 'preparing' ? PREPARING_POLL_MS : false,
  });
  const queryClient = useQueryClient();
  // The answer is the archive being prepared: the page shows it at once, then polls.
  const ask = useEndpointMutation(personalData.exportOwn, {
    onSuccess: (answer) => {
      queryClient.setQueryData(endpointKey(personalData.exportOwnStatus, {}), answer);
      toast.success(t('personalData.export.asked'));
    },
    onError: (error) => toast.error(errorText(t, error, 'personalData.export.askFailed')),
  });
  return (
    <section aria-labelledby="personal-data" className={styles.section}>
      <h2 id="personal-data">{t('personalData.title')}</h2>
      <p className={styles.hint}>{t('personalData.hint')}</p>
      <div className={styles.form}>
        <DataArchive
          archive={status.data?.data}
          askLabel={t('personalData.export.ask')}
          asking={ask.isPending}
          onAsk={() => ask.mutate({})}
        />
        <div className={styles.actions}>
          <DeleteAccount />
        </div>
      </div>
    </section>
  );
}
