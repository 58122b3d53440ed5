/**
 * The endpoint table (docs/adr/0009-endpoint-table.md): one declaration per endpoint, grouped
 * by area. Browser code imports one area (`@boatcare/shared-domain/endpoints/jobpost`) so a
 * page pulls only the schemas it calls; services may import this index.
 */
export * from './define.ts';
export * as jobpost from './jobpost.ts';
export * as jobWork from './job-work.ts';
export * as messages from './messages.ts';
export * as reviews from './reviews.ts';
export * as notifications from './notifications.ts';
export * as payouts from './payouts.ts';
