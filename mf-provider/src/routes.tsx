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
      name: 'supplierJobs',
      Component: guarded(
        'supplierJobs',
        lazy(() => import('./features/jobs/JobsPage.tsx')),
      ),
    },
    {
      name: 'supplierJobDetail',
      Component: guarded(
        'supplierJobDetail',
        lazy(() => import('./features/job-detail/JobDetailPage.tsx')),
      ),
    },
    {
      name: 'supplierMyOffers',
      Component: guarded(
        'supplierMyOffers',
        lazy(() => import('./features/my-offers/MyOffersPage.tsx')),
      ),
    },
    {
      name: 'supplierCalendar',
      Component: guarded(
        'supplierCalendar',
        lazy(() => import('./features/calendar/CalendarPage.tsx')),
      ),
    },
  ],
  navigation: [
    { name: 'supplierJobs', labelKey: 'nav.provider.jobs' },
    { name: 'supplierCalendar', labelKey: 'nav.provider.calendar' },
    { name: 'supplierMyOffers', labelKey: 'nav.provider.myOffers' },
    { name: 'supplierProfile', labelKey: 'nav.provider.profile' },
    { name: 'supplierDashboard', labelKey: 'nav.provider.dashboard' },
  ],
};

export default remote;
