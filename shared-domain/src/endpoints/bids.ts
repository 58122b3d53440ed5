import { UserType } from '../enums.ts';
import { bidBody, bidSaved } from '../schemas/bid.ts';
import { defineEndpoint } from './define.ts';

export const place = defineEndpoint({
  method: 'POST',
  path: '/bids',
  body: bidBody,
  response: bidSaved,
  status: [200, 201],
  roles: [UserType.Provider],
  errors: [404, 409],
  summary:
    'Make or update an offer on an open request (needs an active subscription); amount in base cents',
  tags: ['bids'],
});
