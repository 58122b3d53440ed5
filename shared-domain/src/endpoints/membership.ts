import { UserType } from '../enums.ts';
import {
  clubMemberList,
  clubMembersQuery,
  membershipEndedResponse,
} from '../schemas/club-members.ts';
import { idParams } from '../schemas/common.ts';
import {
  membershipDecisionBody,
  membershipRequestBody,
  membershipRequestList,
  membershipRequestResponse,
} from '../schemas/membership.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'club',
  prefixes: ['/membership-request'],
  tags: ['membership'],
  roles: [UserType.Club],
  errors: [404],
  limit: LIMITS.editing,
});

export const clubRequests = endpoint({
  method: 'GET',
  path: '/membership-request/club-requests',
  response: membershipRequestList,
  summary: "Requests to the caller's own club, newest first",
});

export const create = endpoint({
  method: 'POST',
  path: '/membership-request',
  body: membershipRequestBody,
  response: membershipRequestResponse,
  status: 201,
  roles: [UserType.Customer],
  errors: [404, 409],
  limit: LIMITS.posting,
  summary:
    'Ask to join a club (one request per member and club; starts pending; again 7 days after a denial)',
});

export const decide = endpoint({
  method: 'PATCH',
  path: '/membership-request/:id',
  params: idParams,
  body: membershipDecisionBody,
  response: membershipRequestResponse,
  errors: [404, 409],
  summary: "Accept or deny a pending request to the caller's club (once)",
});

export const end = endpoint({
  method: 'DELETE',
  path: '/membership-request/:id',
  params: idParams,
  response: membershipEndedResponse,
  roles: [UserType.Customer, UserType.Club],
  summary: 'A member leaves (or withdraws a pending request); a club removes an accepted member',
});

export const clubMembers = endpoint({
  method: 'GET',
  path: '/membership-request/club-members',
  query: clubMembersQuery,
  response: clubMemberList,
  summary: "The caller's club's accepted members, searched by name or email, one page",
});

export const userRequests = endpoint({
  method: 'GET',
  path: '/membership-request/user-requests',
  response: membershipRequestList,
  roles: [UserType.Customer],
  errors: [],
  summary: "The caller's own membership requests, newest first",
});
