import { lazy } from 'react';
import { defineRemote } from '@boatcare/shared-ui';
import { withAdminLayout } from './layout/AdminLayout.tsx';

const screen = (load: Parameters<typeof lazy>[0]) => withAdminLayout(lazy(load));

/**
 * The back office's pages, one per screen the table of screens gives the admin; the shell
 * mounts them at their paths for admins only. Every screen sits in the admin layout (the
 * sidebar); pages load on first visit.
 */
export default defineRemote('admin', {
  admin: screen(() => import('./features/dashboard/DashboardPage.tsx')),
  adminUsers: screen(() => import('./features/users/UsersPage.tsx')),
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
