import { lazy } from 'react';
import { defineRemote } from '@boatcare/shared-ui';
// The landing screen after sign-in comes with this module (the shell fetches it beside the
// contract): one wave of requests fewer from "Sign in" to it. The others load on first visit.
import MembershipPage from './features/membership/MembershipPage.tsx';

/**
 * The club area's pages, one per screen the table of screens gives the club; the shell mounts
 * them at their paths, behind their guards, with the navigation. Pages load on first visit.
 */
export default defineRemote('club', {
  clubDashboard: lazy(() => import('./features/dashboard/DashboardPage.tsx')),
  clubMembership: MembershipPage,
  clubPlans: lazy(() => import('./features/plans/PlanWeeksPage.tsx')),
  clubProfile: lazy(() => import('./features/profile/ProfilePage.tsx')),
});
