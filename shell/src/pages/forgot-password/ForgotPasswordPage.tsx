import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { requestResetBody } from '@boatcare/shared-domain/schemas/account';
import { ApiError } from '@boatcare/shared-domain/api';
import {
  Button,
  TextField,
  toast,
  useEndpointMutation,
  useLanguage,
  useLinks,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { AuthCard, AuthLinks, FormStack } from '../../components/AuthCard.tsx';
import styles from './ForgotPasswordPage.module.css';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

/** forgot-password: one email field; then a check-your-email view with a way back to sign in. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const lng = useLanguage();
  usePageMeta(t('forgotPassword.metaTitle'), t('forgotPassword.metaDescription'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm(requestResetBody, { defaultValues: { email: '' } });
  const request = useEndpointMutation(auth.requestPasswordReset, {
    onSuccess: (_answer, { body }) => setSentTo(body.email),
    // A 429 has its own translated message; anything else the spec's generic one.
    onError: (error) => {
      if (form.showServerErrors(error)) return;
      toast.error(
        error instanceof ApiError && error.status === 429
          ? t(error.code)
          : t('forgotPassword.toast_error'),
      );
    },
  });

  if (sentTo) {
    return (
      <AuthCard title={t('forgotPassword.checkTitle')}>
        <div className={styles.sent} role="status">
          <svg
            width="48"
            height="48"
            viewBox="0 0 24 24"
            aria-hidden="true"
            className={styles.icon}
          >
            <path
              d="M3 6h18v12H3zM3 7l9 6 9-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
          <p>{t('forgotPassword.checkText', { email: sentTo })}</p>
          <p className={styles.hint}>{t('forgotPassword.checkHint')}</p>
        </div>
        <AuthLinks>
          <Link to={link('login')}>{t('resetPassword.returnToLogin')}</Link>
          <button type="button" className={styles.linkButton} onClick={() => setSentTo(null)}>
            {t('forgotPassword.sendAgain')}
          </button>
        </AuthLinks>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ email }) =>
          request.mutate({ body: { email, language: lng === 'da' ? 'da' : 'en' } }),
        )}
      >
        <FormStack>
          <TextField
            label={t('forgotPassword.email')}
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
          <Button type="submit" loading={request.isPending} block>
            {t('forgotPassword.submit')}
          </Button>
        </FormStack>
      </form>
      <AuthLinks>
        <Link to={link('login')}>{t('forgotPassword.backToLogin')}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
