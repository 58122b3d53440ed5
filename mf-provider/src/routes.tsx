import { lazy } from 'react';
import type { RemoteModule } from '@boatcare/shared-ui';
import { guarded } from './gate/ProviderGate.tsx';

/** The provider area, as the shell mounts it under /:lng. Guarded pages pass the provider gate. */
const remote: RemoteModule = {
  routes: [
    {
      name: 'supplierDashboard',
      Component: guarded(
        'supplierDashboard',
        lazy(() => import('./features/dashboard/DashboardPage.tsx')),
      ),
    },
    {
      name: 'supplierBatches',
      Component: guarded(
        'supplierBatches',
        lazy(() => import('./features/batches/BatchesPage.tsx')),
      ),
    },
  ],
  navigation: [
    { name: 'supplierDashboard', labelKey: 'nav.provider.dashboard' },
    { name: 'supplierBatches', labelKey: 'nav.provider.batches' },
  ],
};

export default remote;
