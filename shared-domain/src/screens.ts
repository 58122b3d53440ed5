import type { Role } from './enums.ts';

/** Who serves a screen: the shell itself, or the remote of a signed-in role. */
export type ScreenOwner = 'shell' | Role;

/**
 * Who may open a screen. The shell and the remotes apply it from the table (shared-ui's
 * `ScreenGuard`); no page wraps itself.
 * - `none`: anyone.
 * - `signed-in`: a signed-in user; on a remote's screen one of the remote's role (the shell
 *   checks the role before it loads the remote: a visitor goes to login, another role home).
 * - `provider`: any signed-in provider (subscribing, and the test-mode stand-ins).
 * - `provider-gate`: the spec's provider gate: a bidder profile and a paid subscription.
 * - `open-before-paying`: the gate, but open to a provider with a profile who has not paid yet
 *   (paying, and the profile, where the 'Complete your registration' banner shows).
 */
export type GuardKind = 'none' | 'signed-in' | 'provider' | 'provider-gate' | 'open-before-paying';

/** A badge shown after a navigation label (and on the phone's menu button). */
export type NavBadge = 'unread';

/** A screen's link in a menu. */
export interface NavEntry {
  /** Translation key of the label. */
  labelKey: string;
  /** Position in the menu, smallest first. */
  order: number;
  badge?: NavBadge;
  /** Active on its own path only, not on the paths below it. */
  exact?: boolean;
}

/** One screen of the site. */
export interface Screen {
  /** The path after `/:lng`, with `:name` per parameter. */
  path: string;
  owner: ScreenOwner;
  guard: GuardKind;
  /** Said (a toast) to a visitor sent to log in from this screen. */
  loginNotice?: string;
  /** A link in the header's navigation of the owner's role. */
  nav?: NavEntry;
  /** A link in the area's own sidebar (the back office). */
  sidebar?: NavEntry;
  /**
   * A public page prerendered in every language (ADR 15): the folder of its page under
   * `shell/src/pages/`. `publicPages()` lists them; the shell's prerender, the bench, the
   * accessibility journey and the text-areas lint read that list.
   */
  publicPage?: string;
}

/**
 * Every screen of the site by name (ADR 11): its path, who serves it, who may open it and where
 * it is linked from. `paths`, which remote serves a path, the navigation and the guards all come
 * from here; a remote exports exactly the pages of its role's screens (shared-ui `defineRemote`).
 */
export const screens = {
  home: { path: '', owner: 'shell', guard: 'none', publicPage: 'home' },
  vipBenefits: { path: 'vip-benefits', owner: 'shell', guard: 'none', publicPage: 'vip' },
  about: { path: 'about', owner: 'shell', guard: 'none', publicPage: 'about' },
  faq: { path: 'faq', owner: 'shell', guard: 'none', publicPage: 'faq' },
  privacy: { path: 'privacy', owner: 'shell', guard: 'none', publicPage: 'privacy' },
  terms: { path: 'terms', owner: 'shell', guard: 'none', publicPage: 'terms' },
  termsUser: { path: 'terms-user', owner: 'shell', guard: 'none', publicPage: 'terms-user' },
  termsProvider: {
    path: 'terms-provider',
    owner: 'shell',
    guard: 'none',
    publicPage: 'terms-provider',
  },
  contentPage: { path: 'page/:slug', owner: 'shell', guard: 'none', publicPage: 'content-page' },
  login: { path: 'login', owner: 'shell', guard: 'none' },
  register: { path: 'register', owner: 'shell', guard: 'none' },
  clubRegister: { path: 'club/register', owner: 'shell', guard: 'none' },
  forgotPassword: { path: 'forgot-password', owner: 'shell', guard: 'none' },
  resetPassword: { path: 'reset-password/:token', owner: 'shell', guard: 'none' },
  settings: { path: 'settings', owner: 'shell', guard: 'signed-in' },
  // The provider's settings are the shell's settings page behind the provider gate.
  supplierSettings: { path: 'supplier/settings', owner: 'shell', guard: 'provider-gate' },

  dashboard: {
    path: 'dashboard',
    owner: 'customer',
    guard: 'signed-in',
    nav: { labelKey: 'nav.customer.dashboard', order: 1 },
  },
  createRequest: {
    path: 'create-request',
    owner: 'customer',
    guard: 'signed-in',
    loginNotice: 'createRequest.loginRequired',
    nav: { labelKey: 'nav.customer.bookNow', order: 2 },
  },
  // One list of the owner's jobs (docs/job-page.md): the three list paths of the spec open it.
  myRequests: { path: 'my-requests', owner: 'customer', guard: 'signed-in' },
  requestDetail: { path: 'requests/:id', owner: 'customer', guard: 'signed-in' },
  myJobs: {
    path: 'my-jobs',
    owner: 'customer',
    guard: 'signed-in',
    nav: { labelKey: 'nav.customer.myJobs', order: 3, badge: 'unread' },
  },
  myOrders: { path: 'my-order', owner: 'customer', guard: 'signed-in' },
  myOrderDetail: { path: 'my-order/:id', owner: 'customer', guard: 'signed-in' },
  /** The owner's boats (features/boats): list, new, one boat's page, edit. */
  myBoats: {
    path: 'boats',
    owner: 'customer',
    guard: 'signed-in',
    nav: { labelKey: 'nav.customer.myBoats', order: 4 },
  },
  boatNew: { path: 'boats/new', owner: 'customer', guard: 'signed-in' },
  boatDetail: { path: 'boats/:id', owner: 'customer', guard: 'signed-in' },
  boatEdit: { path: 'boats/:id/edit', owner: 'customer', guard: 'signed-in' },
  /** A boat's read-only share link: anyone holding it, signed in or not. */
  boatShared: { path: 'shared/boat/:token', owner: 'shell', guard: 'none' },
  myClub: {
    path: 'my-club',
    owner: 'customer',
    guard: 'signed-in',
    nav: { labelKey: 'nav.customer.myClub', order: 6 },
  },
  /** Seasonal care plans (issue 26): the owner's plans, and one plan with its offers and visits. */
  carePlans: {
    path: 'plans',
    owner: 'customer',
    guard: 'signed-in',
    nav: { labelKey: 'nav.customer.carePlans', order: 5 },
  },
  carePlan: { path: 'plans/:id', owner: 'customer', guard: 'signed-in' },
  payment: { path: 'payment', owner: 'customer', guard: 'signed-in' },
  paymentComplete: { path: 'payment/complete', owner: 'customer', guard: 'signed-in' },
  vipSubscribe: { path: 'vip/subscribe', owner: 'customer', guard: 'signed-in' },

  supplierJobs: {
    path: 'supplier/jobs',
    owner: 'provider',
    guard: 'provider-gate',
    nav: { labelKey: 'nav.provider.jobs', order: 1 },
  },
  supplierJobDetail: { path: 'supplier/jobs/:id', owner: 'provider', guard: 'provider-gate' },
  /** Seasonal care plans open for a price per visit (linked from pier batches). */
  supplierPlans: { path: 'supplier/plans', owner: 'provider', guard: 'provider-gate' },
  /** The bids the provider placed, each with where it stands (waiting, won, not chosen). */
  supplierMyOffers: {
    path: 'supplier/my-offers',
    owner: 'provider',
    guard: 'provider-gate',
    nav: { labelKey: 'nav.provider.myOffers', order: 2, badge: 'unread' },
  },
  /** The jobs the provider won (their orders); each opens the job's page. */
  supplierMyJobs: {
    path: 'supplier/my-jobs',
    owner: 'provider',
    guard: 'provider-gate',
    nav: { labelKey: 'nav.provider.myJobs', order: 3 },
  },
  supplierCalendar: {
    path: 'supplier/calendar',
    owner: 'provider',
    guard: 'provider-gate',
    nav: { labelKey: 'nav.provider.calendar', order: 4 },
  },
  supplierBatches: {
    path: 'supplier/batches',
    owner: 'provider',
    guard: 'provider-gate',
    nav: { labelKey: 'nav.provider.batches', order: 5 },
  },
  supplierProfile: {
    path: 'supplier/profile',
    owner: 'provider',
    guard: 'open-before-paying',
    nav: { labelKey: 'nav.provider.profile', order: 6 },
  },
  supplierEarnings: {
    path: 'supplier/earnings',
    owner: 'provider',
    guard: 'provider-gate',
    nav: { labelKey: 'earnings.nav', order: 7 },
  },
  supplierDashboard: {
    path: 'supplier/dashboard',
    owner: 'provider',
    guard: 'provider-gate',
    nav: { labelKey: 'nav.provider.dashboard', order: 8 },
  },
  /** A won job by its order id: opens the job's page (supplierJobDetail) in its state. */
  supplierJobWork: { path: 'supplier/orders/:id', owner: 'provider', guard: 'provider-gate' },
  supplierSubscribe: { path: 'supplier/subscribe', owner: 'provider', guard: 'provider' },
  supplierSubscribeComplete: {
    path: 'supplier/subscribe/complete',
    owner: 'provider',
    guard: 'provider',
  },
  /** TEST MODE: the stand-in for Stripe's hosted checkout page. */
  supplierTestCheckout: {
    path: 'supplier/subscribe/test-checkout',
    owner: 'provider',
    guard: 'provider',
  },
  /** TEST MODE: the stand-in for Stripe Connect's hosted onboarding. */
  supplierPayoutsTestOnboarding: {
    path: 'supplier/payouts/test-onboarding',
    owner: 'provider',
    guard: 'provider',
  },
  gatePayment: { path: 'gate-payment', owner: 'provider', guard: 'open-before-paying' },
  gatePaymentComplete: {
    path: 'gate-payment/complete',
    owner: 'provider',
    guard: 'open-before-paying',
  },

  clubDashboard: {
    path: 'club/dashboard',
    owner: 'club',
    guard: 'signed-in',
    nav: { labelKey: 'nav.club.dashboard', order: 1 },
  },
  /** The members' care plan visits by week (linked from the dashboard). */
  clubPlans: { path: 'club/plans', owner: 'club', guard: 'signed-in' },
  clubProfile: {
    path: 'club/profile',
    owner: 'club',
    guard: 'signed-in',
    nav: { labelKey: 'nav.club.profile', order: 2 },
  },
  clubMembership: {
    path: 'club/membership',
    owner: 'club',
    guard: 'signed-in',
    nav: { labelKey: 'nav.club.membership', order: 3 },
  },

  // The back office: the sidebar lists every list screen, the header the ones used most. (The
  // header's links match the paths below theirs, so the dashboard, a prefix of all, is left out.)
  admin: {
    path: 'admin',
    owner: 'admin',
    guard: 'signed-in',
    sidebar: { labelKey: 'adminLayout.dashboard', order: 1, exact: true },
  },
  adminAdminUsers: {
    path: 'admin/adminUser',
    owner: 'admin',
    guard: 'signed-in',
    sidebar: { labelKey: 'nav.admin.adminUsers', order: 2 },
  },
  adminAdminUserNew: { path: 'admin/adminUserDetail', owner: 'admin', guard: 'signed-in' },
  adminAdminUserDetail: { path: 'admin/adminUserDetail/:id', owner: 'admin', guard: 'signed-in' },
  adminUsers: {
    path: 'admin/users',
    owner: 'admin',
    guard: 'signed-in',
    nav: { labelKey: 'nav.admin.users', order: 1 },
    sidebar: { labelKey: 'nav.admin.users', order: 3 },
  },
  adminUserDetail: { path: 'admin/users/:id', owner: 'admin', guard: 'signed-in' },
  adminTranslations: {
    path: 'admin/translations',
    owner: 'admin',
    guard: 'signed-in',
    nav: { labelKey: 'nav.admin.translations', order: 3 },
    sidebar: { labelKey: 'nav.admin.translations', order: 4 },
  },
  adminJobPosts: {
    path: 'admin/jobposts',
    owner: 'admin',
    guard: 'signed-in',
    nav: { labelKey: 'nav.admin.jobPosts', order: 2 },
    sidebar: { labelKey: 'nav.admin.jobPosts', order: 5 },
  },
  adminJobPostDetail: { path: 'admin/jobposts/:id', owner: 'admin', guard: 'signed-in' },
  adminDisputes: {
    path: 'admin/disputes',
    owner: 'admin',
    guard: 'signed-in',
    sidebar: { labelKey: 'disputes.nav', order: 6 },
  },
  adminDisputeDetail: { path: 'admin/disputes/:id', owner: 'admin', guard: 'signed-in' },
  adminSiteConfiguration: {
    path: 'admin/siteconfiguration',
    owner: 'admin',
    guard: 'signed-in',
    nav: { labelKey: 'nav.admin.siteConfiguration', order: 4 },
    sidebar: { labelKey: 'nav.admin.siteConfiguration', order: 7 },
  },
  adminLedger: {
    path: 'admin/ledger',
    owner: 'admin',
    guard: 'signed-in',
    sidebar: { labelKey: 'ledger.nav', order: 8 },
  },
  adminReleases: {
    path: 'admin/releases',
    owner: 'admin',
    guard: 'signed-in',
    sidebar: { labelKey: 'releases.nav', order: 9 },
  },
} as const satisfies Record<string, Screen>;

export type RouteName = keyof typeof screens;

/** Every screen's name, in the table's order. */
export const ROUTE_NAMES = Object.keys(screens) as RouteName[];

/** The screens an owner serves: `ScreenOf<'club'>` is `'clubDashboard' | 'clubProfile' | ...`. */
export type ScreenOf<O extends ScreenOwner> = {
  [K in RouteName]: (typeof screens)[K]['owner'] extends O ? K : never;
}[RouteName];

/** The table's entry for a screen, widened to `Screen` (the literal types help only the keys). */
export const screenOf = (name: RouteName): Screen => screens[name];

/** A menu's links for an owner's screens, in their order. */
export function navigationFor(
  owner: ScreenOwner,
  menu: 'nav' | 'sidebar' = 'nav',
): (NavEntry & { name: RouteName })[] {
  return ROUTE_NAMES.flatMap((name) => {
    const screen = screenOf(name);
    const entry = screen.owner === owner ? screen[menu] : undefined;
    return entry ? [{ ...entry, name }] : [];
  }).sort((a, b) => a.order - b.order);
}
