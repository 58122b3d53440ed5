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
import { defineEndpoint } from './define.ts';

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/users',
  query: dashboardUserQuery,
  response: dashboardUserList,
  roles: [UserType.Admin],
  summary: 'Admins, customers and providers by role, status and name or email',
  tags: ['admin'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/users',
  body: dashboardUserCreate,
  response: dashboardUserResponse,
  status: 201,
  roles: [UserType.Admin],
  errors: [409],
  summary: 'Creates a user with a role, a status and a password',
  tags: ['admin'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/users/:id',
  params: adminIdParams,
  body: dashboardUserUpdate,
  response: dashboardUserResponse,
  roles: [UserType.Admin],
  errors: [404, 409],
  summary:
    'Edits name, email, role, status and service radius; keeps one active admin; deactivating signs out',
  tags: ['admin'],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/users/:id',
  params: adminIdParams,
  response: messageResponse,
  roles: [UserType.Admin],
  errors: [404, 409],
  summary: 'Deletes a user without requests or orders; never yourself or the last admin',
  tags: ['admin'],
});
