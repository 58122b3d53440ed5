import { UserType } from '../enums.ts';
import { idParams } from '../schemas/common.ts';
import {
  fromBidBody,
  order,
  orderCreated,
  orderListQuery,
  orderListResponse,
} from '../schemas/job.ts';
import { calendarQuery, calendarResponse, myJobsQuery } from '../schemas/nearby.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/jobs'],
  tags: ['orders'],
  roles: [UserType.Customer, UserType.Provider],
  limit: LIMITS.payment,
});

export const fromBid = endpoint({
  method: 'POST',
  path: '/jobs/from-bid',
  body: fromBidBody,
  response: orderCreated,
  status: 201,
  roles: [UserType.Customer],
  errors: [404, 409],
  summary:
    'Accept a bid on an own request: makes the order (payment pending); succeeds once per request',
});

export const list = endpoint({
  method: 'GET',
  path: '/jobs',
  query: orderListQuery,
  response: orderListResponse,
  summary:
    "The caller's orders, newest first (a customer's as owner, a provider's as the one doing the work)",
});

export const get = endpoint({
  method: 'GET',
  path: '/jobs/:id',
  params: idParams,
  response: order,
  errors: [404],
  summary: 'One order, for its owner or its provider',
});

export const myJobs = endpoint({
  method: 'GET',
  path: '/jobs/my-jobs',
  query: myJobsQuery,
  response: orderListResponse,
  roles: [UserType.Provider],
  summary: "The provider's orders, newest first, paged (the orders page asks for 50)",
});

export const calendar = endpoint({
  method: 'GET',
  path: '/jobs/calendar',
  query: calendarQuery,
  response: calendarResponse,
  roles: [UserType.Provider],
  summary: "The provider's orders starting in one month (UTC), earliest first",
});
