import { lazy } from 'react';
import { defineRemote } from '@boatcare/shared-ui';

/**
 * The club area's pages, one per screen the table of screens gives the club; the shell mounts
 * them at their paths, behind their guards, with the navigation. Pages load on first visit.
 */
export default defineRemote('club', {
  clubDashboard: lazy(() => import('./features/dashboard/DashboardPage.tsx')),
  clubMembership: lazy(() => import('./features/membership/MembershipPage.tsx')),
  clubPlans: lazy(() => import('./features/plans/PlanWeeksPage.tsx')),
  clubProfile: lazy(() => import('./features/profile/ProfilePage.tsx')),
});
