/**
 * The endpoint table (docs/adr/0009-endpoint-table.md): one declaration per endpoint, grouped
 * by area. Browser code imports one area (`@boatcare/shared-domain/endpoints/jobpost`) so a
 * page pulls only the schemas it calls; services may import this index.
 */
export * from './define.ts';
export * as admin from './admin.ts';
export * as auth from './auth.ts';
export * as bidderPayments from './bidder-payments.ts';
export * as bidders from './bidders.ts';
export * as bids from './bids.ts';
export * as boats from './boats.ts';
export * as club from './club.ts';
export * as cmsAdmin from './cms-admin.ts';
export * as content from './content.ts';
export * as contentStrings from './content-strings.ts';
export * as dashboards from './dashboards.ts';
export * as events from './events.ts';
export * as images from './images.ts';
export * as jobpost from './jobpost.ts';
export * as jobWork from './job-work.ts';
export * as messages from './messages.ts';
export * as reviews from './reviews.ts';
export * as notifications from './notifications.ts';
export * as payouts from './payouts.ts';
export * as personalData from './personal-data.ts';
export * as plans from './plans.ts';
export * as push from './push.ts';
export * as releases from './releases.ts';
export * as jobs from './jobs.ts';
export * as membership from './membership.ts';
export * as payments from './payments.ts';
export * as settingsAdmin from './settings-admin.ts';
export * as siteConfig from './site-config.ts';
export * as translations from './translations.ts';
export * as translationsAdmin from './translations-admin.ts';
export * as users from './users.ts';
export * as verifiedProviders from './verified-providers.ts';
export * as vip from './vip.ts';
export * as webhooks from './webhooks.ts';
