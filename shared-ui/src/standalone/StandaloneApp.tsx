import { Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes, useRoutes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  landingRouteFor,
  navigationFor,
  pathTo,
} from '@boatcare/shared-domain/core';
import { loginBody } from '@boatcare/shared-domain/schemas/auth';
import {
  Button,
  Card,
  PageLoader,
  screenRoutes,
  errorText,
  initI18n,
  loadTexts,
  useLanguage,
  AppProviders,
  sessionStore,
  useCurrentUser,
} from '@boatcare/shared-ui/core';
import type { MountedRemote } from '@boatcare/shared-ui/core';
import { TextField } from '../components/Field.tsx';
import { useEndpointMutation } from '../api/useEndpointMutation.ts';
import { useSchemaForm } from '../forms/useSchemaForm.ts';
import { LiveEvents } from '../live/LiveEvents.tsx';
import { NotificationBell } from '../live/NotificationBell.tsx';
import '../styles/base.css';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

function SignIn() {
  const { t } = useTranslation();
  const form = useSchemaForm(loginBody, { defaultValues: { email: '', password: '' } });
  const login = useEndpointMutation(auth.login, {
    onSuccess: (session) => sessionStore.getState().signIn(session),
  });
  const submit = form.handleSubmit((body) => login.mutate({ body }));
  return (
    <Card style={{ maxWidth: 420, margin: '3rem auto' }}>
      <form noValidate onSubmit={submit} style={{ display: 'grid', gap: '1rem' }}>
        <h1>{t('login.title')}</h1>
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
        {login.error && <p role="alert">{errorText(t, login.error, 'login.failed')}</p>}
        <Button type="submit" disabled={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
    </Card>
  );
}

function Screens({ remote, landing }: { remote: MountedRemote; landing: string }) {
  // The remote's own texts, as the shell reads them with the remote.
  use(loadTexts(remote.role));
  return useRoutes([
    ...screenRoutes(remote.pages),
    { path: '*', element: <Navigate to={landing} replace /> },
  ]);
}

function Frame({ remote }: { remote: MountedRemote }) {
  const user = useCurrentUser();
  const lng = useLanguage();
  const { t } = useTranslation();
  if (!user) return <SignIn />;
  return (
    <>
      <nav style={{ display: 'flex', gap: '1rem', padding: '1rem', background: 'var(--bc-navy)' }}>
        {navigationFor(remote.role).map((item) => (
          <NavLink key={item.name} to={pathTo(lng, item.name)} style={{ color: '#fff' }}>
            {t(item.labelKey)}
          </NavLink>
        ))}
        <LiveEvents />
        <NotificationBell />
        <button type="button" onClick={() => sessionStore.getState().signOut()}>
          {t('nav.logout')}
        </button>
      </nav>
      <main style={{ maxWidth: 'var(--bc-content)', margin: '0 auto', padding: '1.5rem 1rem' }}>
        <Screens remote={remote} landing={pathTo(lng, landingRouteFor(user))} />
      </main>
    </>
  );
}

/**
 * A remote's own page for its team: the remote's routes with a bare frame and a sign-in form,
 * against the same API. Not what users see; the shell is.
 */
export function renderStandalone(remote: MountedRemote) {
  void initI18n(location.pathname.split('/')[1] ?? DEFAULT_LANGUAGE);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  createRoot(root).render(
    <AppProviders>
      <BrowserRouter>
        <Suspense fallback={<PageLoader />}>
          <Routes>
            <Route path="/:lng/*" element={<Frame remote={remote} />} />
            <Route path="*" element={<Navigate to={`/${DEFAULT_LANGUAGE}`} replace />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>,
  );
}
