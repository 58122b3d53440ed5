import { UserType } from '../enums.ts';
import { publicSiteConfig } from '../schemas/admin.ts';
import { idParams, messageResponse } from '../schemas/common.ts';
import {
  siteConfigCreateBody,
  siteConfigList,
  siteConfigResponse,
  siteConfigUpdateBody,
} from '../schemas/site-config.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'backoffice',
  prefixes: ['/super'],
  tags: ['site-config'],
  roles: [UserType.Admin],
  limit: LIMITS.admin,
});

export const list = endpoint({
  method: 'GET',
  path: '/super/site-config',
  response: siteConfigList,
  errors: [400],
  summary: 'Every entry, by key',
});

export const create = endpoint({
  method: 'POST',
  path: '/super/site-config',
  invalidates: 'public',
  body: siteConfigCreateBody,
  response: siteConfigResponse,
  status: 201,
  errors: [409],
  summary: 'Create an entry (unique key)',
});

export const update = endpoint({
  method: 'PUT',
  path: '/super/site-config/:id',
  invalidates: 'public',
  params: idParams,
  body: siteConfigUpdateBody,
  response: siteConfigResponse,
  errors: [404, 409],
  summary: "Change an entry's value (and optionally its key)",
});

export const remove = endpoint({
  method: 'DELETE',
  path: '/super/site-config/:id',
  invalidates: 'public',
  params: idParams,
  response: messageResponse,
  errors: [404],
  summary: 'Delete an entry',
});

export const publicConfig = endpoint({
  method: 'GET',
  path: '/super/site-config/public',
  cache: 'public',
  response: publicSiteConfig,
  roles: 'public',
  summary: 'Every key and value, for the site (no token)',
});
