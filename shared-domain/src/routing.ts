import { UserType, type Role } from './enums.ts';
import type { SessionUser } from './schemas/session.ts';

/**
 * Every route of the site by name, without the /:lng prefix. Links use names so a path can
 * change in one place; the shell and the remotes both read this list.
 */
export const paths = {
  home: '',
  vipBenefits: 'vip-benefits',
  vipSubscribe: 'vip/subscribe',
  about: 'about',
  faq: 'faq',
  privacy: 'privacy',
  terms: 'terms',
  termsUser: 'terms-user',
  termsProvider: 'terms-provider',
  contentPage: 'page/:slug',
  login: 'login',
  register: 'register',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password/:token',
  settings: 'settings',
  // customer remote
  dashboard: 'dashboard',
  createRequest: 'create-request',
  requestDetail: 'requests/:id',
  myRequests: 'my-requests',
  myOrders: 'my-order',
  myOrderDetail: 'my-order/:id',
  myJobs: 'my-jobs',
  myClub: 'my-club',
  payment: 'payment',
  paymentComplete: 'payment/complete',
  // provider remote
  supplierDashboard: 'supplier/dashboard',
  supplierProfile: 'supplier/profile',
  supplierSubscribe: 'supplier/subscribe',
  supplierSubscribeComplete: 'supplier/subscribe/complete',
  /** TEST MODE: the stand-in for Stripe's hosted checkout page. */
  supplierTestCheckout: 'supplier/subscribe/test-checkout',
  supplierJobs: 'supplier/jobs',
  supplierJobDetail: 'supplier/jobs/:id',
  supplierCalendar: 'supplier/calendar',
  supplierMyOffers: 'supplier/my-offers',
  supplierSettings: 'supplier/settings',
  supplierBatches: 'supplier/batches',
  /** A won job's work: start, before/after photos, done. */
  supplierJobWork: 'supplier/orders/:id',
  supplierEarnings: 'supplier/earnings',
  /** TEST MODE: the stand-in for Stripe Connect's hosted onboarding. */
  supplierPayoutsTestOnboarding: 'supplier/payouts/test-onboarding',
  gatePayment: 'gate-payment',
  gatePaymentComplete: 'gate-payment/complete',
  // club remote
  clubRegister: 'club/register',
  clubProfile: 'club/profile',
  clubMembership: 'club/membership',
  clubDashboard: 'club/dashboard',
  // admin remote
  admin: 'admin',
  adminUsers: 'admin/users',
  adminUserDetail: 'admin/users/:id',
  adminAdminUsers: 'admin/adminUser',
  adminAdminUserNew: 'admin/adminUserDetail',
  adminAdminUserDetail: 'admin/adminUserDetail/:id',
  adminTranslations: 'admin/translations',
  adminJobPosts: 'admin/jobposts',
  adminJobPostDetail: 'admin/jobposts/:id',
  adminSiteConfiguration: 'admin/siteconfiguration',
  adminDisputes: 'admin/disputes',
  adminDisputeDetail: 'admin/disputes/:id',
  adminLedger: 'admin/ledger',
} as const;
export type RouteName = keyof typeof paths;

/** Builds `/{lng}/{path}` for a named route, filling `:params`. */
export function pathTo(
  lng: string,
  name: RouteName,
  params: Record<string, string | number> = {},
): string {
  const filled = paths[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`pathTo(${name}) needs :${key}`);
    return encodeURIComponent(String(value));
  });
  return filled ? `/${lng}/${filled}` : `/${lng}`;
}

type GateUser = Pick<
  SessionUser,
  'user_type' | 'has_bidder_profile' | 'subscription_active' | 'subscription_paid'
>;

/** Where a user lands after signing in. */
export function landingRouteFor(user: GateUser): RouteName {
  switch (user.user_type) {
    case UserType.Admin:
      return 'adminUsers';
    case UserType.Customer:
      return 'dashboard';
    case UserType.Club:
      return 'clubDashboard';
    default:
      return user.has_bidder_profile ? 'supplierDashboard' : 'supplierSubscribe';
  }
}

/** Guarded routes an unpaid provider with a profile may still open: paying, and the profile. */
const OPEN_BEFORE_PAYING: readonly RouteName[] = [
  'gatePayment',
  'gatePaymentComplete',
  'supplierProfile',
];

/**
 * The provider gate: who may open a guarded supplier route, and where everyone else goes.
 * Returns null when access is granted. The profile stays open before paying: it is where the
 * spec's 'Complete Your Registration' banner (with Pay Now) shows to such a provider.
 */
export function providerGateRedirect(
  user: GateUser | null | undefined,
  current: RouteName,
): RouteName | null {
  if (!user || user.user_type !== UserType.Provider) return 'login';
  if (!user.has_bidder_profile) return current === 'supplierProfile' ? null : 'supplierProfile';
  const paid = user.subscription_active || user.subscription_paid;
  if (!paid && !OPEN_BEFORE_PAYING.includes(current)) return 'supplierSubscribe';
  return null;
}

/** Which remote serves each route; every other named route is the shell's own. */
export const REMOTE_ROUTES = {
  customer: [
    'dashboard',
    'createRequest',
    'requestDetail',
    'myRequests',
    'myOrders',
    'myOrderDetail',
    'myJobs',
    'myClub',
    'payment',
    'paymentComplete',
    'vipSubscribe',
  ],
  provider: [
    'supplierDashboard',
    'supplierProfile',
    'supplierSubscribe',
    'supplierSubscribeComplete',
    'supplierTestCheckout',
    'supplierJobs',
    'supplierJobDetail',
    'supplierCalendar',
    'supplierMyOffers',
    'supplierBatches',
    'supplierJobWork',
    'supplierEarnings',
    'supplierPayoutsTestOnboarding',
    'gatePayment',
    'gatePaymentComplete',
  ],
  club: ['clubProfile', 'clubMembership', 'clubDashboard'],
  admin: [
    'admin',
    'adminUsers',
    'adminUserDetail',
    'adminAdminUsers',
    'adminAdminUserNew',
    'adminAdminUserDetail',
    'adminTranslations',
    'adminJobPosts',
    'adminJobPostDetail',
    'adminSiteConfiguration',
    'adminDisputes',
    'adminDisputeDetail',
    'adminLedger',
  ],
} as const satisfies Record<Role, readonly RouteName[]>;

/** The settings screen of a user type (providers have theirs under /supplier). */
export const settingsRouteFor = (userType: number): RouteName =>
  userType === UserType.Provider ? 'supplierSettings' : 'settings';
