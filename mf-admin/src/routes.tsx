import { lazy } from 'react';
import type { RemoteModule } from '@boatcare/shared-ui';
import { withAdminLayout } from './layout/AdminLayout.tsx';

const screen = (load: Parameters<typeof lazy>[0]) => withAdminLayout(lazy(load));

/**
 * The back office, as the shell mounts it under /:lng for admins only. Every screen sits in
 * the admin layout (the sidebar); pages load on first visit.
 */
const remote: RemoteModule = {
  routes: [
    { name: 'admin', Component: screen(() => import('./features/dashboard/DashboardPage.tsx')) },
    { name: 'adminUsers', Component: screen(() => import('./features/users/UsersPage.tsx')) },
    {
      name: 'adminUserDetail',
      Component: screen(() => import('./features/user-detail/UserDetailPage.tsx')),
    },
    {
      name: 'adminAdminUsers',
      Component: screen(() => import('./features/admins/AdminsPage.tsx')),
    },
    {
      name: 'adminAdminUserNew',
      Component: screen(() => import('./features/admins/AdminFormPage.tsx')),
    },
    {
      name: 'adminAdminUserDetail',
      Component: screen(() => import('./features/admins/AdminFormPage.tsx')),
    },
    {
      name: 'adminJobPosts',
      Component: screen(() => import('./features/job-posts/JobPostsPage.tsx')),
    },
    {
      name: 'adminJobPostDetail',
      Component: screen(() => import('./features/job-posts/JobPostPage.tsx')),
    },
    {
      name: 'adminDisputes',
      Component: screen(() => import('./features/disputes/DisputesPage.tsx')),
    },
    {
      name: 'adminDisputeDetail',
      Component: screen(() => import('./features/disputes/DisputePage.tsx')),
    },
    {
      name: 'adminSiteConfiguration',
      Component: screen(() => import('./features/site-config/SiteConfigPage.tsx')),
    },
    { name: 'adminLedger', Component: screen(() => import('./features/ledger/LedgerPage.tsx')) },
    {
      name: 'adminTranslations',
      Component: screen(() => import('./features/translations/TranslationsPage.tsx')),
    },
  ],
  // The sidebar (AdminLayout) lists every screen, the dashboard first; the header keeps the
  // two lists used most. (The shell's header links match prefixes, so 'admin' is left out.)
  navigation: [
    { name: 'adminUsers', labelKey: 'nav.admin.users' },
    { name: 'adminJobPosts', labelKey: 'nav.admin.jobPosts' },
    { name: 'adminTranslations', labelKey: 'nav.admin.translations' },
    { name: 'adminSiteConfiguration', labelKey: 'nav.admin.siteConfiguration' },
  ],
};

export default remote;
