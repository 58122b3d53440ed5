import { z } from 'zod';
import {
  cmsPageIdParams,
  cmsPageList,
  publicEmailTemplateList,
  renderedPageParams,
} from '../schemas/cms-admin.ts';
import { cmsPage } from '../schemas/cms.ts';
import { globalSettings, pricingConfig } from '../schemas/pricing-config.ts';
import { defineArea } from './define.ts';

const endpoint = defineArea({
  service: 'backoffice',
  prefixes: ['/cms', '/pricing', '/settings/global'],
  tags: ['cms'],
  roles: 'public',
});

export const pages = endpoint({
  method: 'GET',
  path: '/cms/pages',
  response: cmsPageList,
  summary: 'Content pages (id and title)',
});

export const page = endpoint({
  method: 'GET',
  path: '/cms/pages/:pageId',
  params: cmsPageIdParams,
  response: cmsPage,
  errors: [404],
  summary: 'A content page by its key, active sections only',
});

export const sitemap = endpoint({
  method: 'GET',
  path: '/cms/sitemap.xml',
  response: z.string().describe('The sitemap XML'),
  produces: 'application/xml',
  summary:
    'The sitemap: every public page and content page in each language, with its alternates (the gateway serves it at /sitemap.xml)',
});

export const renderedPage = endpoint({
  method: 'GET',
  path: '/cms/rendered-pages/*',
  params: renderedPageParams,
  response: z.string().describe('The whole HTML page'),
  produces: 'text/html',
  errors: [404],
  summary:
    "A public page as this instance rendered it again after an edit (`en/faq`); 404 when the build's own is current",
  description:
    "The compose and Kubernetes gateways ask for it before the build's page (ADR 15). `no-cache` with an ETag; sandboxed when read here: the gateways serve it with the site's headers.",
});

export const emailTemplates = endpoint({
  method: 'GET',
  path: '/cms/email-templates',
  response: publicEmailTemplateList,
  summary: 'The active email templates by id and name (no texts)',
});

export const pricing = endpoint({
  method: 'GET',
  path: '/pricing/config',
  cache: 'public',
  response: pricingConfig,
  summary: 'The pricing configuration (base rate, lengths, services, VIP price and discount)',
  tags: ['pricing'],
});

export const settings = endpoint({
  method: 'GET',
  path: '/settings/global',
  response: globalSettings,
  summary: "The site's country with its currency and bounds",
  tags: ['settings'],
});
