import type { EndpointShape } from '../endpoints/define.ts';
// Types only: importing the tables would build every one of their schemas on each page that
// listens to events (the whole app's; about 35 ms of a phone's start, docs/performance.md).
import type * as bidderPayments from '../endpoints/bidder-payments.ts';
import type * as boats from '../endpoints/boats.ts';
import type * as club from '../endpoints/club.ts';
import type * as dashboards from '../endpoints/dashboards.ts';
import type * as events from '../endpoints/events.ts';
import type * as jobWork from '../endpoints/job-work.ts';
import type * as jobpost from '../endpoints/jobpost.ts';
import type * as jobs from '../endpoints/jobs.ts';
import type * as membership from '../endpoints/membership.ts';
import type * as messages from '../endpoints/messages.ts';
import type * as payouts from '../endpoints/payouts.ts';
import type * as personalData from '../endpoints/personal-data.ts';
import type * as plans from '../endpoints/plans.ts';
import type * as reviews from '../endpoints/reviews.ts';
import type { StreamEventKind } from '../schemas/user-event.ts';

type Stale = readonly Pick<EndpointShape, 'path'>[];

/** An endpoint by its path, which the type holds to its table's (a typo is a compile error). */
const at = <E extends Pick<EndpointShape, 'path'>>(
  path: E['path'],
): Pick<EndpointShape, 'path'> => ({
  path,
});

const customerDashboard = at<typeof dashboards.customer>('/api/customer/dashboard');
const supplierDashboard = at<typeof dashboards.supplier>('/api/supplier/dashboard');
const postMessages = at<typeof messages.forPost>('/messages/post/:id');
const unreadMessages = at<typeof messages.unread>('/messages/unread');
const earnings = at<typeof payouts.earnings>('/payments/payouts/earnings');
const disputes = at<typeof jobWork.disputes>('/jobs/disputes');
const jobReviews = at<typeof reviews.forJob>('/reviews/job/:id');
const clubRequests = at<typeof membership.clubRequests>('/membership-request/club-requests');
const clubDashboard = at<typeof club.dashboard>('/club/dashboard');
const userRequests = at<typeof membership.userRequests>('/membership-request/user-requests');
const clubMembers = at<typeof membership.clubMembers>('/membership-request/club-members');
const clubSearch = at<typeof club.search>('/club/search');
const subscriptionStatus = at<typeof bidderPayments.status>('/bidder-payments/status');
const boat = at<typeof boats.get>('/boats/:id');
const boatList = at<typeof boats.list>('/boats');
const ownExport = at<typeof personalData.exportOwnStatus>('/personal-data/export');
const userExport = at<typeof personalData.exportUserStatus>('/personal-data/users/:id/export');
const openPlans = at<typeof plans.open>('/plans/open');
const plan = at<typeof plans.get>('/plans/:id');
const myPlans = at<typeof plans.mine>('/plans/mine');
const eventList = at<typeof events.list>('/events/list');
const unreadEvents = at<typeof events.unread>('/events/unread');

/** A request's page and the lists it appears in, for both sides. */
const request: Stale = [
  at<typeof jobpost.get>('/jobpost/get/:id'),
  at<typeof jobpost.list>('/jobpost/list'),
  at<typeof jobpost.myBids>('/jobpost/my-bids'),
  at<typeof jobpost.nearby>('/jobpost/nearby'),
];
/** A job (order) in every screen that shows one: its page, the lists, the calendar, the work. */
const job: Stale = [
  ...request,
  at<typeof jobs.get>('/jobs/:id'),
  at<typeof jobs.list>('/jobs'),
  at<typeof jobs.myJobs>('/jobs/my-jobs'),
  at<typeof jobs.calendar>('/jobs/calendar'),
  at<typeof jobWork.work>('/jobs/:id/work'),
  customerDashboard,
  supplierDashboard,
];

/**
 * What each event makes stale: the browser reads every call of these endpoints again when the
 * event arrives (shared-ui `useLiveEvents`), so an open page shows the change without a reload.
 * The notification centre's own reads are stale after every event.
 */
export const EVENT_INVALIDATES: Record<StreamEventKind, Stale> = {
  bidReceived: [...request, customerDashboard],
  bidChanged: request,
  questionReceived: [...request, postMessages, unreadMessages],
  answerReceived: [...request, postMessages, unreadMessages],
  messageReceived: [postMessages, unreadMessages],
  bidAccepted: job,
  paymentReceived: [...job, earnings],
  workStarted: job,
  photosAdded: job,
  jobDone: job,
  jobConfirmed: [...job, earnings],
  payoutSent: [...job, earnings],
  jobCancelled: job,
  disputeOpened: [...job, disputes],
  disputeDecided: [...job, disputes],
  reviewReceived: [...job, jobReviews],
  membershipRequested: [clubRequests, clubDashboard],
  membershipDecided: [userRequests, clubMembers, clubSearch],
  subscriptionChanged: [subscriptionStatus, supplierDashboard],
  // Read on another device: only the notification centre's reads (below).
  notificationsRead: [],
  requestUpdated: request,
  requestCancelled: request,
  careDue: [boat, boatList],
  exportReady: [ownExport, userExport],
  planOpened: [openPlans],
  planOfferReceived: [plan, myPlans],
};

/** The notification centre's reads, stale after any event. */
export const NOTIFICATION_CENTRE: Stale = [eventList, unreadEvents];

/** Every endpoint an event of this kind makes stale, the notification centre's included. */
export const staleAfter = (kind: StreamEventKind): Stale => [
  ...EVENT_INVALIDATES[kind],
  ...NOTIFICATION_CENTRE,
];
