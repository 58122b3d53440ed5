import { lazy } from 'react';
import type { RemoteModule } from '@boatcare/shared-ui';

/** The customer area, as the shell mounts it under /:lng. Pages load on first visit. */
const remote: RemoteModule = {
  routes: [
    { name: 'dashboard', Component: lazy(() => import('./features/dashboard/DashboardPage.tsx')) },
    { name: 'payment', Component: lazy(() => import('./features/payment/PaymentPage.tsx')) },
    { name: 'paymentComplete', Component: lazy(() => import('./features/payment-complete/PaymentCompletePage.tsx')) },
    { name: 'vipSubscribe', Component: lazy(() => import('./features/vip-subscribe/VipSubscribePage.tsx')) },
  ],
  navigation: [{ name: 'dashboard', labelKey: 'nav.customer.dashboard' }],
};

export default remote;
