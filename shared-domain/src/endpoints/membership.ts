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
import { defineEndpoint } from './define.ts';

export const clubRequests = defineEndpoint({
  method: 'GET',
  path: '/membership-request/club-requests',
  response: membershipRequestList,
  roles: [UserType.Club],
  errors: [404],
  summary: "Requests to the caller's own club, newest first",
  tags: ['membership'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/membership-request',
  body: membershipRequestBody,
  response: membershipRequestResponse,
  status: 201,
  roles: [UserType.Customer],
  errors: [404, 409],
  summary:
    'Ask to join a club (one request per member and club; starts pending; again 7 days after a denial)',
  tags: ['membership'],
});

export const decide = defineEndpoint({
  method: 'PATCH',
  path: '/membership-request/:id',
  params: idParams,
  body: membershipDecisionBody,
  response: membershipRequestResponse,
  roles: [UserType.Club],
  errors: [404, 409],
  summary: "Accept or deny a pending request to the caller's club (once)",
  tags: ['membership'],
});

export const end = defineEndpoint({
  method: 'DELETE',
  path: '/membership-request/:id',
  params: idParams,
  response: membershipEndedResponse,
  roles: [UserType.Customer, UserType.Club],
  errors: [404],
  summary: 'A member leaves (or withdraws a pending request); a club removes an accepted member',
  tags: ['membership'],
});

export const clubMembers = defineEndpoint({
  method: 'GET',
  path: '/membership-request/club-members',
  query: clubMembersQuery,
  response: clubMemberList,
  roles: [UserType.Club],
  errors: [404],
  summary: "The caller's club's accepted members, searched by name or email, one page",
  tags: ['membership'],
});

export const userRequests = defineEndpoint({
  method: 'GET',
  path: '/membership-request/user-requests',
  response: membershipRequestList,
  roles: [UserType.Customer],
  summary: "The caller's own membership requests, newest first",
  tags: ['membership'],
});
