import { lazy } from 'react';
import type { RemoteModule } from '@boatcare/shared-ui';

/**
 * The club area, as the shell mounts it under /:lng. Pages load on first visit. The spec's
 * club/dashboard has no screen yet, so nothing links there (saving the profile goes to the
 * membership list, the club's landing page).
 */
const remote: RemoteModule = {
  routes: [
    {
      name: 'clubMembership',
      Component: lazy(() => import('./features/membership/MembershipPage.tsx')),
    },
    { name: 'clubProfile', Component: lazy(() => import('./features/profile/ProfilePage.tsx')) },
  ],
  navigation: [
    { name: 'clubProfile', labelKey: 'nav.club.profile' },
    { name: 'clubMembership', labelKey: 'nav.club.membership' },
  ],
};

export default remote;
