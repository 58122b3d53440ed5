import { lazy } from 'react';
import { defineRemote } from '@boatcare/shared-ui';
// The landing screen after sign-in comes with this module (the shell fetches it beside the
// contract): one wave of requests fewer from "Sign in" to it. The others load on first visit.
import DashboardPage from './features/dashboard/DashboardPage.tsx';

/**
 * The provider area's pages, one per screen the table of screens gives the provider; the shell
 * mounts them at their paths, behind their guards (the provider gate), with the navigation.
 */
export default defineRemote('provider', {
  supplierDashboard: DashboardPage,
  supplierProfile: lazy(() => import('./features/profile/ProfilePage.tsx')),
  supplierSubscribe: lazy(() => import('./features/subscribe/SubscribePage.tsx')),
  supplierSubscribeComplete: lazy(
    () => import('./features/subscribe-complete/SubscribeCompletePage.tsx'),
  ),
  supplierTestCheckout: lazy(() => import('./features/test-checkout/TestCheckoutPage.tsx')),
  gatePayment: lazy(() => import('./features/gate-payment/GatePaymentPage.tsx')),
  gatePaymentComplete: lazy(
    () => import('./features/gate-payment-complete/GatePaymentCompletePage.tsx'),
  ),
  supplierJobs: lazy(() => import('./features/jobs/JobsPage.tsx')),
  supplierJobDetail: lazy(() => import('./features/job-detail/JobDetailPage.tsx')),
  supplierMyOffers: lazy(() => import('./features/my-offers/MyOffersPage.tsx')),
  supplierMyJobs: lazy(() => import('./features/my-jobs/MyJobsPage.tsx')),
  supplierJobWork: lazy(() => import('./features/job-work/JobWorkPage.tsx')),
  supplierCalendar: lazy(() => import('./features/calendar/CalendarPage.tsx')),
  supplierEarnings: lazy(() => import('./features/earnings/EarningsPage.tsx')),
  supplierPayoutsTestOnboarding: lazy(
    () => import('./features/payouts-test-onboarding/TestOnboardingPage.tsx'),
  ),
  supplierBatches: lazy(() => import('./features/batches/BatchesPage.tsx')),
  supplierPlans: lazy(() => import('./features/plans/PlansPage.tsx')),
});
