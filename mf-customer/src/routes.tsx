import { lazy } from 'react';
import type { RemoteModule } from '@boatcare/shared-ui';

/** The customer area, as the shell mounts it under /:lng. Pages load on first visit. */
const remote: RemoteModule = {
  routes: [{ name: 'dashboard', Component: lazy(() => import('./features/dashboard/DashboardPage.tsx')) }],
  navigation: [{ name: 'dashboard', labelKey: 'nav.customer.dashboard' }],
};

export default remote;
