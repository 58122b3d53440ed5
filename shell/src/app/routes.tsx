import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ScreenOf } from '@boatcare/shared-domain';
import { screenRoutes } from '@boatcare/shared-ui/core';
import { PageError } from '../components/PageError.tsx';
import { Layout } from '../layout/Layout.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { RemoteRoutes } from '../remotes/RemoteRoutes.tsx';
import { LanguageRedirect, LanguageRoot } from './LanguageRoot.tsx';

/** The shell's own screens (the home page is the index route, the one not loaded lazily). */
type ShellPages = Record<Exclude<ScreenOf<'shell'>, 'home'>, ComponentType>;

const ResetPasswordPage = lazy(() => import('../pages/reset-password/ResetPasswordPage.tsx'));
const SettingsPage = lazy(() => import('../pages/settings/SettingsPage.tsx'));

/** One page per screen the table of screens gives the shell; pages load on first visit. */
const shellPages: ShellPages = {
  login: lazy(() => import('../pages/login/LoginPage.tsx')),
  register: lazy(() => import('../pages/register/RegisterPage.tsx')),
  clubRegister: lazy(() => import('../pages/club-register/ClubRegisterPage.tsx')),
  forgotPassword: lazy(() => import('../pages/forgot-password/ForgotPasswordPage.tsx')),
  resetPassword: ResetPasswordPage,
  settings: SettingsPage,
  // The provider's settings: the same page, behind the provider gate (its guard in the table).
  supplierSettings: SettingsPage,
  vipBenefits: lazy(() => import('../pages/vip/VipBenefitsPage.tsx')),
  about: lazy(() => import('../pages/about/AboutPage.tsx')),
  faq: lazy(() => import('../pages/faq/FaqPage.tsx')),
  privacy: lazy(() => import('../pages/privacy/PrivacyPage.tsx')),
  terms: lazy(() => import('../pages/terms/TermsPage.tsx')),
  termsUser: lazy(() => import('../pages/terms-user/TermsUserPage.tsx')),
  termsProvider: lazy(() => import('../pages/terms-provider/TermsProviderPage.tsx')),
  contentPage: lazy(() => import('../pages/content-page/ContentPage.tsx')),
};

const children: RouteObject[] = [
  { index: true, element: <HomePage /> },
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
