import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { requestResetBody, type RequestResetBody } from '@boatcare/shared-domain';
import { ApiError } from '@boatcare/shared-domain/api';
import {
  api,
  Button,
  TextField,
  toast,
  useLanguage,
  useLinks,
  usePageMeta,
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
  const form = useForm<RequestResetBody>({
    resolver: zodResolver(requestResetBody),
    defaultValues: { email: '' },
  });
  const request = useMutation({
    mutationFn: (body: RequestResetBody) =>
      api.call(auth.requestPasswordReset, {
        body: {
          email: body.email,
          language: lng === 'da' ? 'da' : 'en',
        },
      }),
    onSuccess: (_answer, body) => setSentTo(body.email),
    // A 429 has its own translated message; anything else the spec's generic one.
    onError: (error) =>
      toast.error(
        error instanceof ApiError && error.status === 429
          ? t(error.code)
          : t('forgotPassword.toast_error'),
      ),
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
  const error = form.formState.errors.email?.message;
  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((body) => request.mutate(body))}>
        <FormStack>
          <TextField
            label={t('forgotPassword.email')}
            type="email"
            autoComplete="email"
            error={error && t(error)}
            {...form.register('email')}
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
