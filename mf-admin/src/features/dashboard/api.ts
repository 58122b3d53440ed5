import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type IntentStatus,
  type JobPostStatus,
  type dashboardUserQuery,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import * as users from '@boatcare/shared-domain/endpoints/users';

export const useDashboardFigures = () =>
  useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.call(admin.dashboard),
    meta: { errorKey: 'adminDashboard.loadFailed' },
  });

export const useRequests = (status: JobPostStatus | '', after: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'requests', status, after],
    queryFn: () => api.call(admin.requests, { query: { status: status || undefined, after } }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminDashboard.requests.loadFailed' },
  });

export const usePayments = (state: IntentStatus | '', after: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'payments', state, after],
    queryFn: () => api.call(admin.payments, { query: { state: state || undefined, after } }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminDashboard.payments.loadFailed' },
  });

export type DashboardUserFilters = z.input<typeof dashboardUserQuery>;

export const useDashboardUsers = (filters: DashboardUserFilters) =>
  useQuery({
    queryKey: ['admin', 'dashboard-users', filters],
    queryFn: () => api.call(users.list, { query: filters }).then((r) => r.data),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminDashboard.users.loadFailed' },
  });
