import { lazy, use, type ComponentType } from 'react';
import { matchPath, type RouteObject } from 'react-router-dom';
import { ROLE_BY_USER_TYPE, screenOf, type ScreenOf } from '@boatcare/shared-domain/core';
import { loadTexts, readStoredSession, screenRoutes } from '@boatcare/shared-ui/core';
import { PageError } from '../components/PageError.tsx';
import { Layout } from '../layout/Layout.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { RemoteRoutes } from '../remotes/RemoteRoutes.tsx';
import { remoteModule } from '../remotes/load-remote.ts';
import { ownerOf } from '../remotes/ownership.ts';
import { pathAfterLanguage } from './path-after-language.ts';
import { LanguageRedirect, LanguageRoot } from './LanguageRoot.tsx';

type ShellPageName = Exclude<ScreenOf<'shell'>, 'home'>;
type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** A page that loads on first visit, or sooner when asked (`preload`: see preloadScreenAt). */
const lazyPage = (load: () => Promise<{ default: ComponentType }>): LazyPage =>
  Object.assign(lazy(load), { preload: load });

/** A public page: its code and the public pages' texts (shared-domain text-areas.ts) together. */
const publicPage = (load: () => Promise<{ default: ComponentType }>): LazyPage =>
  lazyPage(() => Promise.all([load(), loadTexts('public')]).then(([page]) => page));

/** The home page comes with the app's first chunk; it waits for the public texts alone. */
function Home() {
  use(loadTexts('public'));
  return <HomePage />;
}

const ResetPasswordPage = lazyPage(() => import('../pages/reset-password/ResetPasswordPage.tsx'));
const SettingsPage = lazyPage(() => import('../pages/settings/SettingsPage.tsx'));

/**
 * One page per screen the table of screens gives the shell (the home page is the index route,
 * the one not loaded lazily); pages load on first visit.
 */
const shellPages: Record<ShellPageName, LazyPage> = {
  login: lazyPage(() => import('../pages/login/LoginPage.tsx')),
  register: lazyPage(() => import('../pages/register/RegisterPage.tsx')),
  clubRegister: lazyPage(() => import('../pages/club-register/ClubRegisterPage.tsx')),
  forgotPassword: lazyPage(() => import('../pages/forgot-password/ForgotPasswordPage.tsx')),
  resetPassword: ResetPasswordPage,
  settings: SettingsPage,
  // The provider's settings: the same page, behind the provider gate (its guard in the table).
  supplierSettings: SettingsPage,
  vipBenefits: publicPage(() => import('../pages/vip/VipBenefitsPage.tsx')),
  about: publicPage(() => import('../pages/about/AboutPage.tsx')),
  faq: publicPage(() => import('../pages/faq/FaqPage.tsx')),
  privacy: publicPage(() => import('../pages/privacy/PrivacyPage.tsx')),
  terms: publicPage(() => import('../pages/terms/TermsPage.tsx')),
  termsUser: publicPage(() => import('../pages/terms-user/TermsUserPage.tsx')),
  termsProvider: publicPage(() => import('../pages/terms-provider/TermsProviderPage.tsx')),
  contentPage: publicPage(() => import('../pages/content-page/ContentPage.tsx')),
  // Read signed out too: the boats texts (the customer area's) come with the page.
  boatShared: lazyPage(() =>
    Promise.all([import('../pages/boat-shared/BoatSharedPage.tsx'), loadTexts('customer')]).then(
      ([page]) => page,
    ),
  ),
};

/**
 * Starts loading the code of the screen at `pathname` (`/en/login`) and its area's texts while
 * the app starts, so they arrive with the core texts instead of after the first render asks for
 * them: a shell page's chunk (a public page's with the public texts), the home page's texts, or
 * the signed-in role's remote when it serves the path. A path the user may not open loads
 * nothing here (its guard redirects after the render). Call it after initI18n.
 */
export function preloadScreenAt(pathname: string) {
  const rest = pathAfterLanguage(pathname);
  if (rest === '/') {
    void loadTexts('public');
    return;
  }
  for (const [name, page] of Object.entries(shellPages) as [ShellPageName, LazyPage][]) {
    if (matchPath({ path: `/${screenOf(name).path}`, end: true }, rest)) {
      void page.preload();
      return;
    }
  }
  const owner = ownerOf(rest);
  const user = readStoredSession()?.user;
  if (owner && user && ROLE_BY_USER_TYPE[user.user_type] === owner.role) {
    void remoteModule(owner.role);
  }
}

const children: RouteObject[] = [
  { index: true, element: <Home /> },
  ...screenRoutes(shellPages).map((route) => ({ ...route, errorElement: <PageError /> })),
  // A reset link without its token: the page says the link is invalid and goes to login.
  { path: 'reset-password', element: <ResetPasswordPage />, errorElement: <PageError /> },
  // Everything else belongs to a role's remote, or is unknown (-> language home).
  { path: '*', element: <RemoteRoutes /> },
];

/** The shell's route tree: the browser's router and the build's prerender both use it. */
export const routes: RouteObject[] = [
  { path: '/:lng', element: <LanguageRoot />, children: [{ element: <Layout />, children }] },
  { path: '*', element: <LanguageRedirect /> },
];
