import { UserType } from '../enums.ts';
import { bidderProfileBody, bidderProfileResponse } from '../schemas/bidder.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/bidders'],
  tags: ['bidders'],
  roles: [UserType.Provider],
  errors: [404],
  limit: LIMITS.editing,
});

export const get = endpoint({
  method: 'GET',
  path: '/bidders',
  response: bidderProfileResponse,
  summary: "The caller's bidder profile; 404 until it is created",
});

export const create = endpoint({
  method: 'POST',
  path: '/bidders',
  body: bidderProfileBody,
  response: bidderProfileResponse,
  status: 201,
  errors: [409],
  summary: 'Create the bidder profile (once)',
});

export const update = endpoint({
  method: 'PUT',
  path: '/bidders',
  body: bidderProfileBody,
  response: bidderProfileResponse,
  summary: 'Update the bidder profile',
});
