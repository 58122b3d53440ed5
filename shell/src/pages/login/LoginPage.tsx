import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { landingRouteFor, pathTo, returnPathAfterLogin } from '@boatcare/shared-domain/core';
import { loginBody } from '@boatcare/shared-domain/schemas/auth';
import {
  Button,
  currencyStore,
  errorText,
  sessionStore,
  statusOf,
  TextField,
  toast,
  useEndpointMutation,
  useLinks,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import * as auth from '@boatcare/shared-domain/endpoints/auth';
import { AuthCard, AuthLinks, FormStack } from '../../components/AuthCard.tsx';
import { startReadsOf } from '../../first-reads.ts';
import { prepareRemoteLoading, startRemoteOf } from '../../remotes/load-remote.ts';
import { registerPath } from '../register/register-path.ts';
import styles from './LoginPage.module.css';

/** What a guard that sent a visitor here may pass along (shared-ui ToLogin). */
const noticeOf = (state: unknown): string | undefined => {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : undefined;
};

export default function LoginPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [params] = useSearchParams();
  const from = params.get('from');
  const notice = noticeOf(state);
  usePageMeta(t('login.metaTitle'), t('login.metaDescription'));
  const form = useSchemaForm(loginBody, { defaultValues: { email: '', password: '' } });
  const login = useEndpointMutation(auth.login, {
    onSuccess(session) {
      sessionStore.getState().signIn(session);
      currencyStore.getState().setCurrency(session.user.currency_code);
      // No earlier failure lingers beside the greeting.
      toast.dismiss();
      const greeting = session.first_sign_in ? 'login.welcome' : 'login.welcomeBack';
      toast.success(t(greeting, { name: session.user.first_name }));
      // Back to the page that asked for a sign-in, else the role's landing page; either in
      // the user's own language, which the interface switches to on sign-in.
      const { language_code: lng } = session.user;
      const to = returnPathAfterLogin(from, lng) ?? pathTo(lng, landingRouteFor(session.user));
      // The role's remote and the screen's data on their way while the role's code loads.
      startRemoteOf(to);
      startReadsOf(to, { token: session.access_token, userType: session.user.user_type });
      void navigate(to, { replace: true });
    },
    onError(error) {
      // The server's refusal (wrong password, too many tries) is the email field's error, with
      // focus there, as every form shows a refused field; a lost connection is a toast.
      const refused = statusOf(error) >= 400 && statusOf(error) < 500;
      if (!form.showServerErrors(error, refused ? 'email' : undefined))
        toast.error(errorText(t, error, 'login.failed'));
    },
  });
  return (
    <AuthCard title={t('login.title')}>
      {notice && (
        <p className={styles.notice} role="note">
          {t(notice)}
        </p>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit((body) => {
          prepareRemoteLoading();
          login.mutate({ body });
        })}
      >
        <FormStack>
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
        </FormStack>
      </form>
      <AuthLinks>
        <Link to={link('forgotPassword')}>{t('login.forgot')}</Link>
        <Link to={registerPath(link('register'), { from })}>{t('login.newHere')}</Link>
      </AuthLinks>
    </AuthCard>
  );
}
