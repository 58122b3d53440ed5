import { lazy } from 'react';
import { defineRemote } from '@boatcare/shared-ui';
// The landing screen after sign-in comes with this module (the shell fetches it beside the
// contract): one wave of requests fewer from "Sign in" to it. The others load on first visit.
import UsersPage from './features/users/UsersPage.tsx';
import { withAdminLayout } from './layout/AdminLayout.tsx';

const screen = (load: Parameters<typeof lazy>[0]) => withAdminLayout(lazy(load));

/**
 * The back office's pages, one per screen the table of screens gives the admin; the shell
 * mounts them at their paths for admins only. Every screen sits in the admin layout (the
 * sidebar); pages load on first visit.
 */
export default defineRemote('admin', {
  admin: screen(() => import('./features/dashboard/DashboardPage.tsx')),
  adminUsers: withAdminLayout(UsersPage),
  adminUserDetail: screen(() => import('./features/user-detail/UserDetailPage.tsx')),
  adminAdminUsers: screen(() => import('./features/admins/AdminsPage.tsx')),
  adminAdminUserNew: screen(() => import('./features/admins/AdminFormPage.tsx')),
  adminAdminUserDetail: screen(() => import('./features/admins/AdminFormPage.tsx')),
  adminJobPosts: screen(() => import('./features/job-posts/JobPostsPage.tsx')),
  adminJobPostDetail: screen(() => import('./features/job-posts/JobPostPage.tsx')),
  adminDisputes: screen(() => import('./features/disputes/DisputesPage.tsx')),
  adminDisputeDetail: screen(() => import('./features/disputes/DisputePage.tsx')),
  adminSiteConfiguration: screen(() => import('./features/site-config/SiteConfigPage.tsx')),
  adminLedger: screen(() => import('./features/ledger/LedgerPage.tsx')),
  adminTranslations: screen(() => import('./features/translations/TranslationsPage.tsx')),
  adminReleases: screen(() => import('./features/releases/ReleasesPage.tsx')),
});
