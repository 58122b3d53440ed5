import { UserType } from '../enums.ts';
import { customerDashboard, dataOf, supplierDashboard } from '../schemas/dashboards.ts';
import { defineArea } from './define.ts';

const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/api/customer', '/api/supplier'],
});

export const customer = endpoint({
  method: 'GET',
  path: '/api/customer/dashboard',
  response: dataOf(customerDashboard),
  roles: [UserType.Customer],
  summary: "The customer's dashboard figures, from their own requests and orders",
  tags: ['dashboards'],
});

export const supplier = endpoint({
  method: 'GET',
  path: '/api/supplier/dashboard',
  response: dataOf(supplierDashboard),
  roles: [UserType.Provider],
  summary: "The provider's dashboard figures, from their own bids and jobs",
  tags: ['dashboards'],
});
