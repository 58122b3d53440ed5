import { lazy } from 'react';
import { defineRemote } from '@boatcare/shared-ui';

/**
 * The customer area's pages, one per screen the table of screens gives the customer; the shell
 * mounts them at their paths, behind their guards, with the navigation. Pages load on first visit.
 */
export default defineRemote('customer', {
  dashboard: lazy(() => import('./features/dashboard/DashboardPage.tsx')),
  createRequest: lazy(() => import('./features/create-request/CreateRequestPage.tsx')),
  myRequests: lazy(() => import('./features/my-requests/MyRequestsPage.tsx')),
  requestDetail: lazy(() => import('./features/request-detail/RequestDetailPage.tsx')),
  myOrders: lazy(() => import('./features/my-orders/MyOrdersPage.tsx')),
  myOrderDetail: lazy(() => import('./features/order-detail/OrderDetailPage.tsx')),
  myJobs: lazy(() => import('./features/my-jobs/MyJobsPage.tsx')),
  myClub: lazy(() => import('./features/my-club/MyClubPage.tsx')),
  payment: lazy(() => import('./features/payment/PaymentPage.tsx')),
  paymentComplete: lazy(() => import('./features/payment-complete/PaymentCompletePage.tsx')),
  vipSubscribe: lazy(() => import('./features/vip-subscribe/VipSubscribePage.tsx')),
});
