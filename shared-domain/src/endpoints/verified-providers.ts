import { UserType } from '../enums.ts';
import {
  clubProviderBody,
  clubProviderList,
  clubProviderParams,
  clubProviderResponse,
  clubProviderSearchQuery,
} from '../schemas/club-members.ts';
import { messageResponse } from '../schemas/common.ts';
import { defineEndpoint } from './define.ts';

export const list = defineEndpoint({
  method: 'GET',
  path: '/club/verified-providers',
  response: clubProviderList,
  roles: [UserType.Club],
  errors: [404],
  summary: "The providers the caller's club vouches for",
  tags: ['club'],
});

export const search = defineEndpoint({
  method: 'GET',
  path: '/club/verified-providers/search',
  query: clubProviderSearchQuery,
  response: clubProviderList,
  roles: [UserType.Club],
  errors: [404],
  summary: 'Providers whose title, name or email contains q, marked when already vouched',
  tags: ['club'],
});

export const add = defineEndpoint({
  method: 'POST',
  path: '/club/verified-providers',
  body: clubProviderBody,
  response: clubProviderResponse,
  status: 201,
  roles: [UserType.Club],
  errors: [404, 409],
  summary: 'Vouch for a provider (once per club and provider)',
  tags: ['club'],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/club/verified-providers/:providerId',
  params: clubProviderParams,
  response: messageResponse,
  roles: [UserType.Club],
  errors: [404],
  summary: 'Stop vouching for a provider',
  tags: ['club'],
});
