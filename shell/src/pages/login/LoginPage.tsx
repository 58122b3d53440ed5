import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { landingRouteFor, pathTo, returnPathAfterLogin } from '@boatcare/shared-domain/core';
import { loginBody } from '@boatcare/shared-domain/schemas/auth';
import {
  Button,
  Card,
  currencyStore,
  errorText,
  sessionStore,
  TextField,
  toast,
  useEndpointMutation,
  useLinks,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from './LoginPage.module.css';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

export default function LoginPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageMeta(t('login.metaTitle'), t('login.metaDescription'));
  const form = useSchemaForm(loginBody, { defaultValues: { email: '', password: '' } });
  const login = useEndpointMutation(auth.login, {
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
    onError: (error) => {
      if (!form.showServerErrors(error)) toast.error(errorText(t, error, 'login.failed'));
    },
  });
  return (
    <div className={styles.wrap}>
      <Card className={styles.card}>
        <h1>{t('login.title')}</h1>
        <form
          noValidate
          onSubmit={form.handleSubmit((body) => login.mutate({ body }))}
          style={{ display: 'grid', gap: '1rem' }}
        >
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="username"
            {...form.field('email')}
          />
          <TextField
            label={t('login.password')}
            type="password"
            autoComplete="current-password"
            {...form.field('password')}
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
