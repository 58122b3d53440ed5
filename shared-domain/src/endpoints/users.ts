import { UserType } from '../enums.ts';
import {
  adminIdParams,
  dashboardUserCreate,
  dashboardUserList,
  dashboardUserQuery,
  dashboardUserResponse,
  dashboardUserUpdate,
} from '../schemas/admin-people.ts';
import { messageResponse } from '../schemas/common.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'backoffice',
  prefixes: ['/api/users'],
  tags: ['admin'],
  roles: [UserType.Admin],
  errors: [404, 409],
  limit: LIMITS.admin,
});

export const list = endpoint({
  method: 'GET',
  path: '/api/users',
  query: dashboardUserQuery,
  response: dashboardUserList,
  errors: [400],
  summary:
    'Admins, customers and providers by role, status and name or email, newest first, a page after the cursor `after`, with the total',
});

export const create = endpoint({
  method: 'POST',
  path: '/api/users',
  body: dashboardUserCreate,
  response: dashboardUserResponse,
  status: 201,
  errors: [409],
  summary: 'Creates a user with a role, a status and a password',
});

export const update = endpoint({
  method: 'PUT',
  path: '/api/users/:id',
  params: adminIdParams,
  body: dashboardUserUpdate,
  response: dashboardUserResponse,
  summary:
    'Edits name, email, role, status and service radius; keeps one active admin; deactivating signs out',
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/api/users/:id',
  params: adminIdParams,
  response: messageResponse,
  summary: 'Deletes a user without requests or orders; never yourself or the last admin',
});
