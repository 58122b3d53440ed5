import { useQuery } from '@tanstack/react-query';
import { api } from '@boatcare/shared-ui';
import * as dashboards from '@boatcare/shared-domain/endpoints/dashboards';

export const useCustomerDashboard = () =>
  useQuery({
    queryKey: ['customer', 'dashboard'],
    queryFn: () => api.call(dashboards.customer).then((r) => r.data),
    meta: { errorKey: 'customerDashboard.loadFailed' },
  });
