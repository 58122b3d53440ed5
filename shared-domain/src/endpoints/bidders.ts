import { UserType } from '../enums.ts';
import { bidderProfileBody, bidderProfileResponse } from '../schemas/bidder.ts';
import { defineEndpoint } from './define.ts';

export const get = defineEndpoint({
  method: 'GET',
  path: '/bidders',
  response: bidderProfileResponse,
  roles: [UserType.Provider],
  errors: [404],
  summary: "The caller's bidder profile; 404 until it is created",
  tags: ['bidders'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/bidders',
  body: bidderProfileBody,
  response: bidderProfileResponse,
  status: 201,
  roles: [UserType.Provider],
  errors: [409],
  summary: 'Create the bidder profile (once)',
  tags: ['bidders'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/bidders',
  body: bidderProfileBody,
  response: bidderProfileResponse,
  roles: [UserType.Provider],
  errors: [404],
  summary: 'Update the bidder profile',
  tags: ['bidders'],
});
