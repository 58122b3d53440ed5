import { useTranslation } from 'react-i18next';
import { contactEmailBody } from '@boatcare/shared-domain/schemas/account';
import {
  Button,
  errorText,
  TextAreaField,
  TextField,
  toast,
  useEndpointMutation,
  useLanguage,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { Modal } from '../../../components/Modal.tsx';
import styles from './ContactModal.module.css';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

const EMPTY = { name: '', email: '', message: '' };

/** The help page's contact form: name, email and message, sent to the support address. */
export function ContactModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const form = useSchemaForm(contactEmailBody, { defaultValues: EMPTY });
  const send = useEndpointMutation(auth.emailSend, {
    onSuccess(answer) {
      toast.success(answer.message || t('contact.sent'));
      form.reset(EMPTY);
      onClose();
    },
    onError: (error) => {
      if (!form.showServerErrors(error)) toast.error(errorText(t, error, 'contact.sendFailed'));
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('faq.contact.title')}
      description={t('faq.contact.intro')}
    >
      <form
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((body) =>
          send.mutate({ body: { ...body, language: lng === 'da' ? 'da' : 'en' } }),
        )}
      >
        <TextField label={t('faq.contact.name')} autoComplete="name" {...form.field('name')} />
        <TextField
          label={t('faq.contact.email')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <TextAreaField label={t('faq.contact.message')} rows={5} {...form.field('message')} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose} disabled={send.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('faq.contact.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
