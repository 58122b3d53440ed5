import type { RouteName } from '@boatcare/shared-domain/core';
import type { SkeletonShape } from '@boatcare/shared-ui/core';

/** A button of a screen's header, painted by its frame where the screen puts it. */
export interface FrameAction {
  label: string;
  /** The screen a link-button opens; none for a button that acts on the screen. */
  to?: RouteName;
  variant?: 'secondary';
}

/**
 * What the frame of a signed-in first screen paints before any script (issue 28: the page's
 * largest text from HTML, so LCP ~ FCP): the screen's PageHeader with the screen's own keys, and
 * skeletons where its data goes. `null` is a text the screen only knows with the person or its
 * data: its line is reserved, not guessed (a text that changed into another would flicker).
 */
export interface ScreenFrame {
  screen: RouteName;
  /**
   * The back link's line above the header, reserved: the record says which list it leads to
   * (the provider's job page: available jobs or my jobs).
   */
  back?: null;
  /** The greeting line above the title (PageHeader's `greeting`): always the person's. */
  greeting?: null;
  title: string | null;
  subtitle: string | null;
  actions?: FrameAction[];
  /** The shape of the screen's body while its data loads (the screen shows the same). */
  body: SkeletonShape;
  /** The screen sits beside the back office's sidebar (mf-admin's AdminLayout). */
  sidebar?: 'admin';
}

/**
 * The screens the build writes a frame for (`/en/dashboard/index.html`, in every language): the
 * roles' first screens and main lists, those the Lighthouse bench measures. A unit test holds
 * each to the PageHeader its remote's page renders (screen-frames.test.ts). A record's page
 * (`requests/:id`) has one frame for every record, under `_` in place of the id (shared-domain
 * `framePath`): its title is the record's, so only its lines are drawn.
 */
export const SCREEN_FRAMES: readonly ScreenFrame[] = [
  {
    screen: 'dashboard',
    // "Welcome back, {name}" or "Welcome, {name}": the person's name and whether they posted.
    greeting: null,
    title: 'customerDashboard.title',
    subtitle: 'customerDashboard.subtitle',
    actions: [{ label: 'customerDashboard.newRequest', to: 'createRequest' }],
    body: 'cards',
  },
  {
    screen: 'myJobs',
    title: 'jobList.title',
    subtitle: 'jobList.subtitle',
    actions: [{ label: 'myRequests.create', to: 'createRequest' }],
    body: 'list',
  },
  {
    screen: 'createRequest',
    title: 'createRequest.title',
    subtitle: 'createRequest.subtitle',
    body: 'form',
  },
  { screen: 'payment', title: 'payment.title', subtitle: 'payment.subtitle', body: 'form' },
  // The boat's name and where it lies.
  { screen: 'requestDetail', title: null, subtitle: null, body: 'list' },
  {
    screen: 'supplierDashboard',
    // "Hello, {name}".
    greeting: null,
    title: 'supplierDashboard.title',
    subtitle: 'supplierDashboard.subtitle',
    actions: [
      { label: 'supplierDashboard.availableJobs', to: 'supplierJobs' },
      { label: 'supplierDashboard.calendar', to: 'supplierCalendar', variant: 'secondary' },
    ],
    body: 'cards',
  },
  {
    screen: 'supplierJobs',
    title: 'supplierJobs.title',
    subtitle: 'supplierJobs.subtitle',
    body: 'list',
  },
  // The boat's name and where it lies, under the way back to the list it came from.
  { screen: 'supplierJobDetail', back: null, title: null, subtitle: null, body: 'list' },
  {
    screen: 'supplierMyOffers',
    title: 'supplierMyOffers.title',
    subtitle: 'providerJob.myOffersSubtitle',
    body: 'list',
  },
  {
    screen: 'supplierMyJobs',
    title: 'providerJob.myJobsTitle',
    subtitle: 'providerJob.myJobsSubtitle',
    body: 'list',
  },
  {
    screen: 'clubDashboard',
    title: 'clubDashboard.title',
    subtitle: 'clubDashboard.subtitle',
    actions: [{ label: 'clubPlans.link', to: 'clubPlans', variant: 'secondary' }],
    body: 'cards',
  },
  {
    screen: 'clubMembership',
    title: 'clubMembership.title',
    // How many requests wait: from the data.
    subtitle: null,
    body: 'list',
  },
  {
    screen: 'admin',
    title: 'adminDashboard.title',
    subtitle: 'adminDashboard.subtitle',
    body: 'cards',
    sidebar: 'admin',
  },
  {
    screen: 'adminUsers',
    title: 'adminUsers.title',
    subtitle: 'adminUsers.subtitle',
    actions: [{ label: 'adminUsers.export' }],
    body: 'list',
    sidebar: 'admin',
  },
  {
    screen: 'adminJobPosts',
    title: 'adminJobPosts.title',
    subtitle: 'adminJobPosts.subtitle',
    body: 'list',
    sidebar: 'admin',
  },
];
