import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contactEmailBody, type ContactEmailBody } from '@boatcare/shared-domain';
import {
  api,
  Button,
  errorText,
  TextAreaField,
  TextField,
  toast,
  useLanguage,
} from '@boatcare/shared-ui';
import { Modal } from '../../../components/Modal.tsx';
import styles from './ContactModal.module.css';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

const EMPTY = { name: '', email: '', message: '' };

/** The help page's contact form: name, email and message, sent to the support address. */
export function ContactModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const form = useForm<ContactEmailBody>({
    resolver: zodResolver(contactEmailBody),
    defaultValues: EMPTY,
  });
  const send = useMutation({
    mutationFn: (body: ContactEmailBody) =>
      api.call(auth.emailSend, {
        body: {
          ...body,
          language: lng === 'da' ? 'da' : 'en',
        },
      }),
    onSuccess(answer) {
      toast.success(answer.message || t('contact.sent'));
      form.reset(EMPTY);
      onClose();
    },
    onError: (error) => toast.error(errorText(t, error, 'contact.sendFailed')),
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
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
        onSubmit={form.handleSubmit((body) => send.mutate(body))}
      >
        <TextField
          label={t('faq.contact.name')}
          autoComplete="name"
          error={message(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('faq.contact.email')}
          type="email"
          autoComplete="email"
          error={message(errors.email?.message)}
          {...form.register('email')}
        />
        <TextAreaField
          label={t('faq.contact.message')}
          rows={5}
          error={message(errors.message?.message)}
          {...form.register('message')}
        />
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
