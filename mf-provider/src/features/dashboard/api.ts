import { useQuery } from '@tanstack/react-query';
import { dataOf, supplierDashboard } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

export const useSupplierDashboard = () =>
  useQuery({
    queryKey: ['supplier', 'dashboard'],
    queryFn: () => api.get('api/supplier/dashboard', dataOf(supplierDashboard)).then((r) => r.data),
    meta: { errorKey: 'supplierDashboard.loadFailed' },
  });
