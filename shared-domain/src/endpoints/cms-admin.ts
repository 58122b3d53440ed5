import { z } from 'zod';
import { UserType } from '../enums.ts';
import {
  cmsPageAdmin,
  cmsPageIdParams,
  cmsPageList,
  cmsPageSaveBody,
  cmsStringParams,
  cmsTemplateParams,
  contentString,
  contentStringList,
  contentStringSaveBody,
  emailTemplateAdmin,
  emailTemplateList,
  emailTemplateSaveBody,
} from '../schemas/cms-admin.ts';
import { messageResponse } from '../schemas/common.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

/** Writes and a template's texts are admin-only; the spec's reads are public (docs/access-rules.md). */
const endpoint = defineArea({
  service: 'backoffice',
  prefixes: ['/api/cms'],
  tags: ['cms'],
  roles: [UserType.Admin],
  errors: [404],
  limit: LIMITS.admin,
});

export const emailTemplates = endpoint({
  method: 'GET',
  path: '/api/cms/email-templates',
  response: emailTemplateList,
  roles: 'public',
  errors: [],
  summary: "The email templates: the mailer's built-in ones and any saved",
  description:
    "Public, as the spec lists it (id and name). An admin gets every template, inactive ones too; anyone else the active ones. A template's texts stay admin-only.",
});

export const emailTemplate = endpoint({
  method: 'GET',
  path: '/api/cms/email-templates/:templateId',
  params: cmsTemplateParams,
  response: emailTemplateAdmin,
  summary: 'One template for editing (the built-in text while none is saved)',
});

export const saveEmailTemplate = endpoint({
  method: 'POST',
  path: '/api/cms/email-templates/:templateId',
  invalidates: 'public',
  params: cmsTemplateParams,
  body: emailTemplateSaveBody,
  response: emailTemplateAdmin.extend({ message: z.string() }),
  errors: [],
  summary: 'Create or replace a template; the mailer sends it while it is active',
});

export const pages = endpoint({
  method: 'GET',
  path: '/api/cms/pages',
  response: cmsPageList,
  roles: 'public',
  errors: [],
  summary: 'Every content page (id and title)',
});

export const page = endpoint({
  method: 'GET',
  path: '/api/cms/pages/:pageId',
  params: cmsPageIdParams,
  response: cmsPageAdmin,
  roles: 'public',
  summary: 'A content page; for an admin (the editor) with its inactive sections',
  description:
    'Public, as the spec reads it for the VIP page. Anyone but an admin gets the active sections only, as on GET /cms/pages/{pageId}.',
});

export const savePage = endpoint({
  method: 'POST',
  path: '/api/cms/pages/:pageId',
  invalidates: 'public',
  params: cmsPageIdParams,
  body: cmsPageSaveBody,
  response: cmsPageAdmin.extend({ message: z.string() }),
  errors: [],
  summary: 'Create or replace a page (title, sections, SEO); section HTML is sanitised',
});

export const strings = endpoint({
  method: 'GET',
  path: '/api/cms/strings',
  response: contentStringList,
  roles: 'public',
  errors: [],
  summary: 'Every content string with its translations',
});

export const string = endpoint({
  method: 'GET',
  path: '/api/cms/strings/:stringId',
  params: cmsStringParams,
  response: contentString,
  roles: 'public',
  summary: 'One content string',
});

export const saveString = endpoint({
  method: 'POST',
  path: '/api/cms/strings/:stringId',
  invalidates: 'public',
  params: cmsStringParams,
  body: contentStringSaveBody,
  response: contentString.extend({ message: z.string() }),
  errors: [],
  summary: 'Create or replace a content string (its id is the key the screens read)',
});

export const deletePage = endpoint({
  method: 'DELETE',
  path: '/api/cms/pages/:pageId',
  invalidates: 'public',
  params: cmsPageIdParams,
  response: messageResponse,
  summary: 'Delete a saved page: the site shows its built-in text again',
});

export const deleteEmailTemplate = endpoint({
  method: 'DELETE',
  path: '/api/cms/email-templates/:templateId',
  invalidates: 'public',
  params: cmsTemplateParams,
  response: messageResponse,
  summary: "Delete a saved template: the mailer's own template goes back to its built-in text",
});

export const deleteString = endpoint({
  method: 'DELETE',
  path: '/api/cms/strings/:stringId',
  invalidates: 'public',
  params: cmsStringParams,
  response: messageResponse,
  summary: 'Delete a content string: the screens show their built-in text again',
});
