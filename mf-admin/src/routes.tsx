import { lazy } from 'react';
import type { RemoteModule } from '@boatcare/shared-ui';

/**
 * The back office, as the shell mounts it under /:lng for admins only. Pages load on first
 * visit; the navigation lists only the screens this remote serves so far.
 */
const remote: RemoteModule = {
  routes: [
    { name: 'adminUsers', Component: lazy(() => import('./features/users/UsersPage.tsx')) },
    {
      name: 'adminSiteConfiguration',
      Component: lazy(() => import('./features/site-config/SiteConfigPage.tsx')),
    },
    {
      name: 'adminTranslations',
      Component: lazy(() => import('./features/translations/TranslationsPage.tsx')),
    },
  ],
  navigation: [
    { name: 'adminUsers', labelKey: 'nav.admin.users' },
    { name: 'adminTranslations', labelKey: 'nav.admin.translations' },
    { name: 'adminSiteConfiguration', labelKey: 'nav.admin.siteConfiguration' },
  ],
};

export default remote;
