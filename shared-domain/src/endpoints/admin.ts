import { UserType } from '../enums.ts';
import {
  adminCreateBody,
  adminCreatedResponse,
  adminDashboard,
  adminIdParams,
  adminJobPostEdit,
  adminJobPostList,
  adminJobPostQuery,
  adminJobPostResponse,
  adminPaymentList,
  adminPaymentQuery,
  adminRequestList,
  adminRequestQuery,
  adminUserDetailResponse,
  adminUserUpdate,
} from '../schemas/admin-people.ts';
import { adminUserList, adminUserListQuery } from '../schemas/admin.ts';
import { auditList, auditQuery } from '../schemas/cms-admin.ts';
import { messageResponse } from '../schemas/common.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({ service: 'backoffice', prefixes: ['/super'], limit: LIMITS.admin });

export const audit = endpoint({
  method: 'GET',
  path: '/super/audit',
  query: auditQuery,
  response: auditList,
  roles: [UserType.Admin],
  summary: "The admins' changes to content and settings, newest first",
  tags: ['audit'],
});

export const dashboard = endpoint({
  method: 'GET',
  path: '/super/dashboard',
  response: adminDashboard,
  roles: [UserType.Admin],
  errors: [400],
  summary:
    'Total users, open requests, revenue month to date (base minor units) and pending approvals, each with the previous period',
  tags: ['admin'],
});

export const requests = endpoint({
  method: 'GET',
  path: '/super/list/requests',
  query: adminRequestQuery,
  response: adminRequestList,
  roles: [UserType.Admin],
  errors: [400],
  summary: 'Requests (job posts) by status, newest first, a page after the cursor `after`',
  tags: ['admin'],
});

export const payments = endpoint({
  method: 'GET',
  path: '/super/list/payments',
  query: adminPaymentQuery,
  response: adminPaymentList,
  roles: [UserType.Admin],
  errors: [400],
  summary:
    'Payments by state, newest first, with amount, fee and discount (minor units), a page after the cursor `after`',
  tags: ['admin'],
});

export const jobPosts = endpoint({
  method: 'GET',
  path: '/super/list/job-posts',
  query: adminJobPostQuery,
  response: adminJobPostList,
  roles: [UserType.Admin],
  errors: [400],
  summary:
    "Job posts, newest first, by the owner's email (contains), a page after the cursor `after`",
  tags: ['admin'],
});

export const jobPost = endpoint({
  method: 'GET',
  path: '/super/get/job-posts/:id',
  params: adminIdParams,
  response: adminJobPostResponse,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'One job post with every field the admin edits',
  tags: ['admin'],
});

export const updateJobPost = endpoint({
  method: 'PUT',
  path: '/super/put/job-posts/:id',
  invalidates: 'public',
  params: adminIdParams,
  body: adminJobPostEdit,
  response: adminJobPostResponse,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'Edits a job post (any status; no transition rules)',
  tags: ['admin'],
});

export const deleteJobPost = endpoint({
  method: 'DELETE',
  path: '/super/delete/job-posts/:id',
  invalidates: 'public',
  params: adminIdParams,
  response: messageResponse,
  roles: [UserType.Admin],
  errors: [404, 409],
  summary: 'Deletes a job post, its bids and photos; refused once it has an order',
  tags: ['admin'],
});

export const users = endpoint({
  method: 'GET',
  path: '/super/list/user',
  query: adminUserListQuery,
  response: adminUserList,
  roles: [UserType.Admin],
  errors: [400],
  summary:
    'Users by type, email and name, newest first (customers and providers unless a type is asked), a page after the cursor `after`, with the total',
  tags: ['admin'],
});

export const user = endpoint({
  method: 'GET',
  path: '/super/get/user/:id',
  params: adminIdParams,
  response: adminUserDetailResponse,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'One user with every field the admin edit screen shows',
  tags: ['admin'],
});

export const updateUser = endpoint({
  method: 'PUT',
  path: '/super/update/user/:id',
  invalidates: 'public',
  params: adminIdParams,
  body: adminUserUpdate,
  response: adminUserDetailResponse,
  roles: [UserType.Admin],
  errors: [404, 409],
  summary:
    'Edits a user (email fixed). Deactivating signs them out; an admin cannot deactivate themselves or the last active admin',
  tags: ['admin'],
});

export const createAdmin = endpoint({
  method: 'POST',
  path: '/super/create',
  invalidates: 'public',
  body: adminCreateBody,
  response: adminCreatedResponse,
  status: 201,
  roles: [UserType.Admin],
  errors: [409],
  summary: 'Creates an admin user (password of 12 or more characters)',
  tags: ['admin'],
});
