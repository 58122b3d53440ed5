import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as personalData from '@boatcare/shared-domain/endpoints/personal-data';
import { deleteAccountBody } from '@boatcare/shared-domain/schemas/personal-data';
import {
  Button,
  ConfirmDialog,
  TextField,
  downloadPersonalData,
  errorText,
  toast,
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

/** Settings: download everything the platform holds about me, or delete my account (GDPR). */
export function PersonalDataSection() {
  const { t } = useTranslation();
  const download = useEndpointMutation(personalData.exportOwn, {
    onSuccess: (data) => {
      downloadPersonalData('my-data', data);
      toast.success(t('personalData.downloaded'));
    },
    onError: (error) => toast.error(errorText(t, error, 'personalData.downloadFailed')),
  });
  return (
    <section aria-labelledby="personal-data" className={styles.section}>
      <h2 id="personal-data">{t('personalData.title')}</h2>
      <p className={styles.hint}>{t('personalData.hint')}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          loading={download.isPending}
          onClick={() => download.mutate({})}
        >
          {download.isPending ? t('personalData.downloading') : t('personalData.download')}
        </Button>
        <DeleteAccount />
      </div>
    </section>
  );
}
