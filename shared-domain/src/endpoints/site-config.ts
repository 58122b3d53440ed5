import { UserType } from '../enums.ts';
import { publicSiteConfig } from '../schemas/admin.ts';
import { idParams, messageResponse } from '../schemas/common.ts';
import {
  siteConfigCreateBody,
  siteConfigList,
  siteConfigResponse,
  siteConfigUpdateBody,
} from '../schemas/site-config.ts';
import { defineEndpoint } from './define.ts';

export const list = defineEndpoint({
  method: 'GET',
  path: '/super/site-config',
  response: siteConfigList,
  roles: [UserType.Admin],
  errors: [400],
  summary: 'Every entry, by key',
  tags: ['site-config'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/super/site-config',
  body: siteConfigCreateBody,
  response: siteConfigResponse,
  status: 201,
  roles: [UserType.Admin],
  errors: [409],
  summary: 'Create an entry (unique key)',
  tags: ['site-config'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/super/site-config/:id',
  params: idParams,
  body: siteConfigUpdateBody,
  response: siteConfigResponse,
  roles: [UserType.Admin],
  errors: [404, 409],
  summary: "Change an entry's value (and optionally its key)",
  tags: ['site-config'],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/super/site-config/:id',
  params: idParams,
  response: messageResponse,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'Delete an entry',
  tags: ['site-config'],
});

export const publicConfig = defineEndpoint({
  method: 'GET',
  path: '/super/site-config/public',
  response: publicSiteConfig,
  roles: 'public',
  summary: 'Every key and value, for the site (no token)',
  tags: ['site-config'],
});
