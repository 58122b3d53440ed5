import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { resetPasswordForm, type ResetPasswordForm } from '@boatcare/shared-domain';
import { ApiError } from '@boatcare/shared-domain/api';
import {
  api,
  Button,
  ButtonLink,
  queryClient,
  sessionStore,
  TextField,
  toast,
  useLinks,
  usePageMeta,
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
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: ({ newPassword }: ResetPasswordForm) =>
      api.call(auth.resetPassword, { body: { token, newPassword } }),
    onSuccess() {
      // The reset ended every session of the account, this browser's included.
      sessionStore.getState().signOut();
      queryClient.clear();
      setDone(true);
    },
    // A used or expired link, or too many attempts, say so; anything else is the spec's text.
    onError: (error) =>
      toast.error(
        error instanceof ApiError &&
          (error.code === 'resetPassword.invalid_token' || error.status === 429)
          ? t(error.code)
          : t('resetPassword.reset_toast_error'),
      ),
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
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const linkBroken =
    reset.error instanceof ApiError && reset.error.code === 'resetPassword.invalid_token';
  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <form noValidate onSubmit={form.handleSubmit((body) => reset.mutate(body))}>
        <FormStack>
          <TextField
            label={t('resetPassword.newPassword')}
            type="password"
            autoComplete="new-password"
            error={message(errors.newPassword?.message)}
            {...form.register('newPassword')}
          />
          <TextField
            label={t('resetPassword.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={message(errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
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
