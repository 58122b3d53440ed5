import { UserType } from '../enums.ts';
import { bidBody, bidSaved } from '../schemas/bid.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({ service: 'marketplace', prefixes: ['/bids'], limit: LIMITS.bidding });

export const place = endpoint({
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
