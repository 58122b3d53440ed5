import {
  cmsPageIdParams,
  cmsPageList,
  contentStringList,
  publicEmailTemplateList,
} from '../schemas/cms-admin.ts';
import { cmsPage } from '../schemas/cms.ts';
import { globalSettings, pricingConfig } from '../schemas/pricing-config.ts';
import { defineEndpoint } from './define.ts';

export const pages = defineEndpoint({
  method: 'GET',
  path: '/cms/pages',
  response: cmsPageList,
  roles: 'public',
  summary: 'Content pages (id and title)',
  tags: ['cms'],
});

export const page = defineEndpoint({
  method: 'GET',
  path: '/cms/pages/:pageId',
  params: cmsPageIdParams,
  response: cmsPage,
  roles: 'public',
  errors: [404],
  summary: 'A content page by its key, active sections only',
  tags: ['cms'],
});

export const emailTemplates = defineEndpoint({
  method: 'GET',
  path: '/cms/email-templates',
  response: publicEmailTemplateList,
  roles: 'public',
  summary: 'The active email templates by id and name (no texts)',
  tags: ['cms'],
});

export const strings = defineEndpoint({
  method: 'GET',
  path: '/cms/strings',
  response: contentStringList,
  roles: 'public',
  summary: 'Content strings with their translations (the shell lays them over its texts)',
  tags: ['cms'],
});

export const pricing = defineEndpoint({
  method: 'GET',
  path: '/pricing/config',
  response: pricingConfig,
  roles: 'public',
  summary: 'The pricing configuration (base rate, lengths, services, VIP price and discount)',
  tags: ['pricing'],
});

export const settings = defineEndpoint({
  method: 'GET',
  path: '/settings/global',
  response: globalSettings,
  roles: 'public',
  summary: "The site's country with its currency and bounds",
  tags: ['settings'],
});
