import type { Role } from './enums.ts';

/** A part of the site that reads texts no other part needs: the public pages, each role's area. */
export type TextArea = 'public' | Role;

/** One file the app reads its texts from: `core` (every page) or one area's own. */
export type TextsNamespace = 'core' | TextArea;

/**
 * The translation file's sections that only one area reads (a few, several),
 * so the app serves them as that area's own file, read when the area is first opened: a
 * customer's page load never reads the admin's texts. Every other section is `core`, read by
 * every page of the app, including sections added in the translations editor. A unit test
 * (scripts/lint/text-areas.test.ts) holds this table to the keys the code reads.
 */
export const TEXT_AREAS: Record<TextArea, readonly string[]> = {
  public: [
    'home',
    'privacy',
    'terms',
    'termsUser',
    'termsProvider',
    'about',
    'contentPage',
    'pages',
    'faq',
  ],
  customer: [
    'customerDashboard',
    'myRequests',
    'requestDetail',
    'myOrders',
    'orderDetail',
    'myJobs',
    'bidModal',
    'paymentStatus',
    'paymentComplete',
    'carousel',
    'vipSubscribe',
    'requestStatus',
    'boatTypes',
    'materials',
    'locationTypes',
    'boats',
  ],
  provider: [
    'supplierDashboard',
    'supplierProfile',
    'supplierSubscribe',
    'supplierJobs',
    'supplierJobDetail',
    'supplierMyOffers',
    'supplierCalendar',
    'testCheckout',
    'gatePayment',
    'bidderPayments',
    'pierBatches',
    'payouts',
    'orderDetail',
    'myJobs',
    'bidModal',
    'boatTypes',
    'materials',
    'locationTypes',
  ],
  club: ['clubMembership'],
  admin: [
    'adminUsers',
    'adminUserDetail',
    'adminAdmins',
    'adminDashboard',
    'adminJobPosts',
    'adminSiteConfig',
    'adminCms',
    'adminPricing',
    'adminGlobalSettings',
    'adminTranslations',
    'adminAudit',
    'siteConfig',
    'supplierMyOffers',
    'requestStatus',
    'boatTypes',
    'materials',
    'locationTypes',
  ],
};

export const TEXT_AREA_NAMES = Object.keys(TEXT_AREAS) as TextArea[];

export const TEXTS_NAMESPACES: readonly TextsNamespace[] = ['core', ...TEXT_AREA_NAMES];

export const isTextsNamespace = (name: string): name is TextsNamespace =>
  (TEXTS_NAMESPACES as readonly string[]).includes(name);

const IN_AN_AREA = new Set(Object.values(TEXT_AREAS).flat());

/** The namespaces holding the section of a key (`faq.title` -> public): core when no area claims it. */
export function namespacesOfKey(key: string): TextsNamespace[] {
  const section = key.split('.', 1)[0] ?? '';
  if (!IN_AN_AREA.has(section)) return ['core'];
  return TEXT_AREA_NAMES.filter((area) => TEXT_AREAS[area].includes(section));
}

/** The sections of a translation file one namespace holds: an area's own, or (core) all the rest. */
export function textsOf<T extends object>(texts: T, namespace: TextsNamespace): Partial<T> {
  const entries = Object.entries(texts);
  const kept =
    namespace === 'core'
      ? entries.filter(([section]) => !IN_AN_AREA.has(section))
      : entries.filter(([section]) => TEXT_AREAS[namespace].includes(section));
  return Object.fromEntries(kept) as Partial<T>;
}
