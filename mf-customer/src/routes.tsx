import { lazy } from 'react';
import { defineRemote } from '@boatcare/shared-ui';
// The landing screen after sign-in comes with this module (the shell fetches it beside the
// contract): one wave of requests fewer from "Sign in" to it. The others load on first visit.
import DashboardPage from './features/dashboard/DashboardPage.tsx';

/**
 * The customer area's pages, one per screen the table of screens gives the customer; the shell
 * mounts them at their paths, behind their guards, with the navigation. Pages load on first visit.
 */
export default defineRemote('customer', {
  dashboard: DashboardPage,
  createRequest: lazy(() => import('./features/create-request/CreateRequestPage.tsx')),
  // One list and one page per job: the spec's three list paths and two detail paths open them.
  myRequests: lazy(() => import('./features/jobs/JobsPage.tsx')),
  requestDetail: lazy(() => import('./features/job/JobPage.tsx')),
  myOrders: lazy(() => import('./features/jobs/JobsPage.tsx')),
  myOrderDetail: lazy(() => import('./features/job/JobPage.tsx')),
  myJobs: lazy(() => import('./features/jobs/JobsPage.tsx')),
  myBoats: lazy(() => import('./features/boats/BoatsPage.tsx')),
  boatNew: lazy(() => import('./features/boats/BoatFormPage.tsx')),
  boatDetail: lazy(() => import('./features/boats/BoatPage.tsx')),
  boatEdit: lazy(() => import('./features/boats/BoatFormPage.tsx')),
  myClub: lazy(() => import('./features/my-club/MyClubPage.tsx')),
  carePlans: lazy(() => import('./features/plans/PlansPage.tsx')),
  carePlan: lazy(() => import('./features/plans/PlanPage.tsx')),
  payment: lazy(() => import('./features/payment/PaymentPage.tsx')),
  paymentComplete: lazy(() => import('./features/payment-complete/PaymentCompletePage.tsx')),
  vipSubscribe: lazy(() => import('./features/vip-subscribe/VipSubscribePage.tsx')),
});
