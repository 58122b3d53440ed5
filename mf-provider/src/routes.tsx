import { lazy } from 'react';
import { UnreadBadge, type RemoteModule } from '@boatcare/shared-ui';
import { guarded, providersOnly } from './gate/ProviderGate.tsx';

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
      name: 'supplierProfile',
      Component: guarded(
        'supplierProfile',
        lazy(() => import('./features/profile/ProfilePage.tsx')),
      ),
    },
    // Open to any signed-in provider (the spec's unguarded pair, and the test-mode checkout).
    {
      name: 'supplierSubscribe',
      Component: providersOnly(lazy(() => import('./features/subscribe/SubscribePage.tsx'))),
    },
    {
      name: 'supplierSubscribeComplete',
      Component: providersOnly(
        lazy(() => import('./features/subscribe-complete/SubscribeCompletePage.tsx')),
      ),
    },
    {
      name: 'supplierTestCheckout',
      Component: providersOnly(lazy(() => import('./features/test-checkout/TestCheckoutPage.tsx'))),
    },
    {
      name: 'gatePayment',
      Component: guarded(
        'gatePayment',
        lazy(() => import('./features/gate-payment/GatePaymentPage.tsx')),
      ),
    },
    {
      name: 'gatePaymentComplete',
      Component: guarded(
        'gatePaymentComplete',
        lazy(() => import('./features/gate-payment-complete/GatePaymentCompletePage.tsx')),
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
      name: 'supplierJobWork',
      Component: guarded(
        'supplierJobWork',
        lazy(() => import('./features/job-work/JobWorkPage.tsx')),
      ),
    },
    {
      name: 'supplierCalendar',
      Component: guarded(
        'supplierCalendar',
        lazy(() => import('./features/calendar/CalendarPage.tsx')),
      ),
    },
    {
      name: 'supplierEarnings',
      Component: guarded(
        'supplierEarnings',
        lazy(() => import('./features/earnings/EarningsPage.tsx')),
      ),
    },
    {
      name: 'supplierPayoutsTestOnboarding',
      Component: providersOnly(
        lazy(() => import('./features/payouts-test-onboarding/TestOnboardingPage.tsx')),
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
    { name: 'supplierJobs', labelKey: 'nav.provider.jobs' },
    { name: 'supplierCalendar', labelKey: 'nav.provider.calendar' },
    { name: 'supplierMyOffers', labelKey: 'nav.provider.myOffers', Badge: UnreadBadge },
    { name: 'supplierBatches', labelKey: 'nav.provider.batches' },
    { name: 'supplierProfile', labelKey: 'nav.provider.profile' },
    { name: 'supplierEarnings', labelKey: 'earnings.nav' },
    { name: 'supplierDashboard', labelKey: 'nav.provider.dashboard' },
  ],
};

export default remote;
