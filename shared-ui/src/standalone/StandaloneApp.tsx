import { Suspense, use, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, NavLink, Route, Routes, useRoutes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  landingRouteFor,
  navigationFor,
  pathTo,
} from '@boatcare/shared-domain/core';
import { type LoginBody } from '@boatcare/shared-domain/schemas/auth';
import {
  api,
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
import { LiveEvents } from '../live/LiveEvents.tsx';
import { NotificationBell } from '../live/NotificationBell.tsx';
import '../styles/base.css';
import * as auth from '@boatcare/shared-domain/endpoints/auth';

function SignIn() {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      sessionStore
        .getState()
        .signIn(await api.call(auth.login, { body: Object.fromEntries(form) as LoginBody }));
    } catch (failure) {
      setError(errorText(t, failure, 'login.failed'));
    }
  }
  return (
    <Card style={{ maxWidth: 420, margin: '3rem auto' }}>
      <form onSubmit={submit} style={{ display: 'grid', gap: '1rem' }}>
        <h1>{t('login.title')}</h1>
        <TextField label={t('login.email')} name="email" type="email" autoComplete="username" />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
        />
        {error && <p role="alert">{error}</p>}
        <Button type="submit">{t('login.submit')}</Button>
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
