import { lazy } from 'react';
import type { RemoteModule } from '@boatcare/shared-ui';

/** The club area, as the shell mounts it under /:lng. Pages load on first visit. */
const remote: RemoteModule = {
  routes: [
    {
      name: 'clubDashboard',
      Component: lazy(() => import('./features/dashboard/DashboardPage.tsx')),
    },
    {
      name: 'clubMembership',
      Component: lazy(() => import('./features/membership/MembershipPage.tsx')),
    },
    { name: 'clubProfile', Component: lazy(() => import('./features/profile/ProfilePage.tsx')) },
  ],
  navigation: [
    { name: 'clubDashboard', labelKey: 'nav.club.dashboard' },
    { name: 'clubProfile', labelKey: 'nav.club.profile' },
    { name: 'clubMembership', labelKey: 'nav.club.membership' },
  ],
};

export default remote;
