import { lazy } from 'react';
import { UnreadBadge, type RemoteModule } from '@boatcare/shared-ui';

/** The customer area, as the shell mounts it under /:lng. Pages load on first visit. */
const remote: RemoteModule = {
  routes: [
    { name: 'dashboard', Component: lazy(() => import('./features/dashboard/DashboardPage.tsx')) },
    {
      name: 'createRequest',
      Component: lazy(() => import('./features/create-request/CreateRequestPage.tsx')),
    },
    {
      name: 'myRequests',
      Component: lazy(() => import('./features/my-requests/MyRequestsPage.tsx')),
    },
    {
      name: 'requestDetail',
      Component: lazy(() => import('./features/request-detail/RequestDetailPage.tsx')),
    },
    { name: 'myOrders', Component: lazy(() => import('./features/my-orders/MyOrdersPage.tsx')) },
    {
      name: 'myOrderDetail',
      Component: lazy(() => import('./features/order-detail/OrderDetailPage.tsx')),
    },
    { name: 'myJobs', Component: lazy(() => import('./features/my-jobs/MyJobsPage.tsx')) },
    { name: 'myClub', Component: lazy(() => import('./features/my-club/MyClubPage.tsx')) },
    { name: 'payment', Component: lazy(() => import('./features/payment/PaymentPage.tsx')) },
    {
      name: 'paymentComplete',
      Component: lazy(() => import('./features/payment-complete/PaymentCompletePage.tsx')),
    },
    {
      name: 'vipSubscribe',
      Component: lazy(() => import('./features/vip-subscribe/VipSubscribePage.tsx')),
    },
  ],
  navigation: [
    { name: 'dashboard', labelKey: 'nav.customer.dashboard' },
    { name: 'createRequest', labelKey: 'nav.customer.bookNow' },
    { name: 'myRequests', labelKey: 'nav.customer.myRequests', Badge: UnreadBadge },
    { name: 'myJobs', labelKey: 'nav.customer.myJobs' },
    { name: 'myOrders', labelKey: 'nav.customer.myOrders' },
    { name: 'myClub', labelKey: 'nav.customer.myClub' },
  ],
};

export default remote;
