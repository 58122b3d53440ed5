import { useQuery } from '@tanstack/react-query';
import { api } from '@boatcare/shared-ui';
import * as dashboards from '@boatcare/shared-domain/endpoints/dashboards';

export const useSupplierDashboard = () =>
  useQuery({
    queryKey: ['supplier', 'dashboard'],
    queryFn: () => api.call(dashboards.supplier).then((r) => r.data),
    meta: { errorKey: 'supplierDashboard.loadFailed' },
  });
