import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminDashboard,
  adminPaymentList,
  adminRequestList,
  dashboardUserList,
  type IntentStatus,
  type JobPostStatus,
  type dashboardUserQuery,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

export const useDashboardFigures = () =>
  useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.get('super/dashboard', adminDashboard),
    meta: { errorKey: 'adminDashboard.loadFailed' },
  });

export const useRequests = (status: JobPostStatus | '', page: number) =>
  useQuery({
    queryKey: ['admin', 'requests', status, page],
    queryFn: () =>
      api.get('super/list/requests', adminRequestList, { status: status || undefined, page }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminDashboard.requests.loadFailed' },
  });

export const usePayments = (state: IntentStatus | '', page: number) =>
  useQuery({
    queryKey: ['admin', 'payments', state, page],
    queryFn: () =>
      api.get('super/list/payments', adminPaymentList, { state: state || undefined, page }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminDashboard.payments.loadFailed' },
  });

export type DashboardUserFilters = z.input<typeof dashboardUserQuery>;

export const useDashboardUsers = (filters: DashboardUserFilters) =>
  useQuery({
    queryKey: ['admin', 'dashboard-users', filters],
    queryFn: () => api.get('api/users', dashboardUserList, filters).then((r) => r.data),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminDashboard.users.loadFailed' },
  });
