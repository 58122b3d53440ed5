import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import type { IntentStatus } from '@boatcare/shared-domain/schemas/payments';
import type { dashboardUserQuery } from '@boatcare/shared-domain/schemas/admin-people';
import type { JobPostStatus } from '@boatcare/shared-domain/core';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import * as users from '@boatcare/shared-domain/endpoints/users';
import { useEndpoint } from '@boatcare/shared-ui';

/** Requests of a status (empty: any), the page after `after`. */
export const useRequests = (status: JobPostStatus | '', after: string | undefined) =>
  useEndpoint(
    admin.requests,
    { query: { status: status || undefined, after } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'adminDashboard.requests.loadFailed' } },
  );

/** Payments in a state (empty: any), the page after `after`. */
export const usePayments = (state: IntentStatus | '', after: string | undefined) =>
  useEndpoint(
    admin.payments,
    { query: { state: state || undefined, after } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'adminDashboard.payments.loadFailed' } },
  );

export type DashboardUserFilters = z.input<typeof dashboardUserQuery>;

export const useDashboardUsers = (filters: DashboardUserFilters) =>
  useEndpoint(
    users.list,
    { query: filters },
    {
      select: (answer) => answer.data,
      placeholderData: keepPreviousData,
      meta: { errorKey: 'adminDashboard.users.loadFailed' },
    },
  );
