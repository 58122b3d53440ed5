import { useEffect, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPasswordForm } from '@boatcare/shared-domain/schemas/account';
import { ApiError } from '@boatcare/shared-domain/api';
import {
  Button,
  ButtonLink,
  queryClient,
  sessionStore,
  TextField,
  toast,
  useEndpointMutation,
  useLinks,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { AuthCard, AuthLinks, FormStack } from '../../components/AuthCard.tsx';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

/** reset-password/{token}: the new password twice; then a confirmation with a way to sign in. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const token = useParams().token?.trim() ?? '';
  usePageMeta(t('resetPassword.metaTitle'), t('resetPassword.metaDescription'));
  const [done, setDone] = useState(false);
  const form = useSchemaForm(resetPasswordForm, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useEndpointMutation(auth.resetPassword, {
    onSuccess() {
      // The reset ended every session of the account, this browser's included.
      sessionStore.getState().signOut();
      queryClient.clear();
      setDone(true);
    },
    // A used or expired link, or too many attempts, say so; anything else is the spec's text.
    onError: (error) => {
      if (form.showServerErrors(error)) return;
      toast.error(
        error instanceof ApiError &&
          (error.code === 'resetPassword.invalid_token' || error.status === 429)
          ? t(error.code)
          : t('resetPassword.reset_toast_error'),
      );
    },
  });
  const missing = token === '';
  useEffect(() => {
    if (missing) toast.error(t('resetPassword.invalid_link'), { id: 'reset-invalid-link' });
  }, [missing, t]);
  if (missing) return <Navigate to={link('login')} replace />;

  if (done) {
    return (
      <AuthCard title={t('resetPassword.successTitle')}>
        <p role="status">{t('resetPassword.successText')}</p>
        <ButtonLink to={link('login')} block>
          {t('resetPassword.returnToLogin')}
        </ButtonLink>
      </AuthCard>
    );
  }
  const linkBroken =
    reset.error instanceof ApiError && reset.error.code === 'resetPassword.invalid_token';
  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ newPassword }) =>
          reset.mutate({ body: { token, newPassword } }),
        )}
      >
        <FormStack>
          <TextField
            label={t('resetPassword.newPassword')}
            type="password"
            autoComplete="new-password"
            {...form.field('newPassword')}
          />
          <TextField
            label={t('resetPassword.confirmPassword')}
            type="password"
            autoComplete="new-password"
            {...form.field('confirmPassword')}
          />
          <Button type="submit" loading={reset.isPending} block>
            {t('resetPassword.submit')}
          </Button>
        </FormStack>
      </form>
      <AuthLinks>
        {linkBroken && <Link to={link('forgotPassword')}>{t('resetPassword.requestNew')}</Link>}
        <Link to={link('login')}>{t('resetPassword.returnToLogin')}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
