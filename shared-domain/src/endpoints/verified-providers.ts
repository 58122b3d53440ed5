import { UserType } from '../enums.ts';
import {
  clubProviderBody,
  clubProviderList,
  clubProviderParams,
  clubProviderResponse,
  clubProviderSearchQuery,
} from '../schemas/club-members.ts';
import { messageResponse } from '../schemas/common.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'club',
  prefixes: ['/club'],
  tags: ['club'],
  roles: [UserType.Club],
  errors: [404],
  limit: LIMITS.editing,
});

export const list = endpoint({
  method: 'GET',
  path: '/club/verified-providers',
  response: clubProviderList,
  summary: "The providers the caller's club vouches for",
});

export const search = endpoint({
  method: 'GET',
  path: '/club/verified-providers/search',
  query: clubProviderSearchQuery,
  response: clubProviderList,
  summary: 'Providers whose title, name or email contains q, marked when already vouched',
});

export const add = endpoint({
  method: 'POST',
  path: '/club/verified-providers',
  body: clubProviderBody,
  response: clubProviderResponse,
  status: 201,
  errors: [404, 409],
  summary: 'Vouch for a provider (once per club and provider)',
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/club/verified-providers/:providerId',
  params: clubProviderParams,
  response: messageResponse,
  summary: 'Stop vouching for a provider',
});
