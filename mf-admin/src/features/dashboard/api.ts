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

export const useRequests = (status: JobPostStatus | '', page: number) =>
  useQuery({
    queryKey: ['admin', 'requests', status, page],
    queryFn: () => api.call(admin.requests, { query: { status: status || undefined, page } }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminDashboard.requests.loadFailed' },
  });

export const usePayments = (state: IntentStatus | '', page: number) =>
  useQuery({
    queryKey: ['admin', 'payments', state, page],
    queryFn: () => api.call(admin.payments, { query: { state: state || undefined, page } }),
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
