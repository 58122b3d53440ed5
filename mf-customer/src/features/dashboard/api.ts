import { useQuery } from '@tanstack/react-query';
import { customerDashboard, dataOf } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

export const useCustomerDashboard = () =>
  useQuery({
    queryKey: ['customer', 'dashboard'],
    queryFn: () => api.get('api/customer/dashboard', dataOf(customerDashboard)).then((r) => r.data),
  });
