import type { EndpointShape } from '../endpoints/define.ts';
import * as bidderPayments from '../endpoints/bidder-payments.ts';
import * as boats from '../endpoints/boats.ts';
import * as club from '../endpoints/club.ts';
import * as dashboards from '../endpoints/dashboards.ts';
import * as events from '../endpoints/events.ts';
import * as jobWork from '../endpoints/job-work.ts';
import * as jobpost from '../endpoints/jobpost.ts';
import * as jobs from '../endpoints/jobs.ts';
import * as membership from '../endpoints/membership.ts';
import * as messages from '../endpoints/messages.ts';
import * as payouts from '../endpoints/payouts.ts';
import * as personalData from '../endpoints/personal-data.ts';
import * as plans from '../endpoints/plans.ts';
import * as reviews from '../endpoints/reviews.ts';
import type { StreamEventKind } from '../schemas/user-event.ts';

type Stale = readonly Pick<EndpointShape, 'path'>[];

/** A request's page and the lists it appears in, for both sides. */
const request: Stale = [jobpost.get, jobpost.list, jobpost.myBids, jobpost.nearby];
/** A job (order) in every screen that shows one: its page, the lists, the calendar, the work. */
const job: Stale = [
  ...request,
  jobs.get,
  jobs.list,
  jobs.myJobs,
  jobs.calendar,
  jobWork.work,
  dashboards.customer,
  dashboards.supplier,
];

/**
 * What each event makes stale: the browser reads every call of these endpoints again when the
 * event arrives (shared-ui `useLiveEvents`), so an open page shows the change without a reload.
 * The notification centre's own reads are stale after every event.
 */
export const EVENT_INVALIDATES: Record<StreamEventKind, Stale> = {
  bidReceived: [...request, dashboards.customer],
  bidChanged: request,
  questionReceived: [...request, messages.forPost, messages.unread],
  answerReceived: [...request, messages.forPost, messages.unread],
  messageReceived: [messages.forPost, messages.unread],
  bidAccepted: job,
  paymentReceived: [...job, payouts.earnings],
  workStarted: job,
  photosAdded: job,
  jobDone: job,
  jobConfirmed: [...job, payouts.earnings],
  payoutSent: [...job, payouts.earnings],
  jobCancelled: job,
  disputeOpened: [...job, jobWork.disputes],
  disputeDecided: [...job, jobWork.disputes],
  reviewReceived: [...job, reviews.forJob],
  membershipRequested: [membership.clubRequests, club.dashboard],
  membershipDecided: [membership.userRequests, membership.clubMembers, club.search],
  subscriptionChanged: [bidderPayments.status, dashboards.supplier],
  // Read on another device: only the notification centre's reads (below).
  notificationsRead: [],
  requestUpdated: request,
  requestCancelled: request,
  careDue: [boats.get, boats.list],
  exportReady: [personalData.exportOwnStatus, personalData.exportUserStatus],
  planOpened: [plans.open],
  planOfferReceived: [plans.get, plans.mine],
};

/** The notification centre's reads, stale after any event. */
export const NOTIFICATION_CENTRE: Stale = [events.list, events.unread];

/** Every endpoint an event of this kind makes stale, the notification centre's included. */
export const staleAfter = (kind: StreamEventKind): Stale => [
  ...EVENT_INVALIDATES[kind],
  ...NOTIFICATION_CENTRE,
];
