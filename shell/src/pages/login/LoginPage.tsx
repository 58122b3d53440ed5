import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import {
  landingRouteFor,
  loginBody,
  pathTo,
  returnPathAfterLogin,
  type LoginBody,
} from '@boatcare/shared-domain';
import {
  api,
  Button,
  Card,
  currencyStore,
  errorText,
  sessionStore,
  TextField,
  toast,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import styles from './LoginPage.module.css';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

export default function LoginPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageMeta(t('login.metaTitle'), t('login.metaDescription'));
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (body: LoginBody) => api.call(auth.login, { body }),
    onSuccess(session) {
      sessionStore.getState().signIn(session);
      currencyStore.getState().setCurrency(session.user.currency_code);
      toast.success(t('login.success'));
      // Back to the page that asked for a sign-in, else the role's landing page; either in
      // the user's own language, which the interface switches to on sign-in.
      const { language_code: lng } = session.user;
      const back = returnPathAfterLogin(params.get('from'), lng);
      void navigate(back ?? pathTo(lng, landingRouteFor(session.user)), { replace: true });
    },
    onError: (error) => toast.error(errorText(t, error, 'login.failed')),
  });
  const { errors } = form.formState;
  return (
    <div className={styles.wrap}>
      <Card className={styles.card}>
        <h1>{t('login.title')}</h1>
        <form
          noValidate
          onSubmit={form.handleSubmit((body) => login.mutate(body))}
          style={{ display: 'grid', gap: '1rem' }}
        >
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            error={errors.email?.message && t(errors.email.message)}
            {...form.register('email')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password?.message && t(errors.password.message)}
            {...form.register('password')}
          />
          <Button type="submit" loading={login.isPending} block>
            {t('login.submit')}
          </Button>
        </form>
        <div className={styles.links}>
          <Link to={link('forgotPassword')}>{t('login.forgot')}</Link>
          <Link to={link('register')}>{t('login.noAccount')}</Link>
        </div>
      </Card>
    </div>
  );
}
