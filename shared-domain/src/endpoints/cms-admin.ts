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
import { defineEndpoint } from './define.ts';

export const emailTemplates = defineEndpoint({
  method: 'GET',
  path: '/api/cms/email-templates',
  response: emailTemplateList,
  roles: [UserType.Admin],
  errors: [400],
  summary: "Every email template: the mailer's built-in ones and any saved",
  tags: ['cms'],
});

export const emailTemplate = defineEndpoint({
  method: 'GET',
  path: '/api/cms/email-templates/:templateId',
  params: cmsTemplateParams,
  response: emailTemplateAdmin,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'One template for editing (the built-in text while none is saved)',
  tags: ['cms'],
});

export const saveEmailTemplate = defineEndpoint({
  method: 'POST',
  path: '/api/cms/email-templates/:templateId',
  params: cmsTemplateParams,
  body: emailTemplateSaveBody,
  response: emailTemplateAdmin.extend({ message: z.string() }),
  roles: [UserType.Admin],
  summary: 'Create or replace a template; the mailer sends it while it is active',
  tags: ['cms'],
});

export const pages = defineEndpoint({
  method: 'GET',
  path: '/api/cms/pages',
  response: cmsPageList,
  roles: [UserType.Admin],
  errors: [400],
  summary: 'Every content page (id and title)',
  tags: ['cms'],
});

export const page = defineEndpoint({
  method: 'GET',
  path: '/api/cms/pages/:pageId',
  params: cmsPageIdParams,
  response: cmsPageAdmin,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'A content page for editing, inactive sections included',
  tags: ['cms'],
});

export const savePage = defineEndpoint({
  method: 'POST',
  path: '/api/cms/pages/:pageId',
  params: cmsPageIdParams,
  body: cmsPageSaveBody,
  response: cmsPageAdmin.extend({ message: z.string() }),
  roles: [UserType.Admin],
  summary: 'Create or replace a page (title, sections, SEO); section HTML is sanitised',
  tags: ['cms'],
});

export const strings = defineEndpoint({
  method: 'GET',
  path: '/api/cms/strings',
  response: contentStringList,
  roles: [UserType.Admin],
  errors: [400],
  summary: 'Every content string with its translations',
  tags: ['cms'],
});

export const string = defineEndpoint({
  method: 'GET',
  path: '/api/cms/strings/:stringId',
  params: cmsStringParams,
  response: contentString,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'One content string',
  tags: ['cms'],
});

export const saveString = defineEndpoint({
  method: 'POST',
  path: '/api/cms/strings/:stringId',
  params: cmsStringParams,
  body: contentStringSaveBody,
  response: contentString.extend({ message: z.string() }),
  roles: [UserType.Admin],
  summary: 'Create or replace a content string (its id is the key the screens read)',
  tags: ['cms'],
});

export const deletePage = defineEndpoint({
  method: 'DELETE',
  path: '/api/cms/pages/:pageId',
  params: cmsPageIdParams,
  response: messageResponse,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'Delete a saved page: the site shows its built-in text again',
  tags: ['cms'],
});

export const deleteEmailTemplate = defineEndpoint({
  method: 'DELETE',
  path: '/api/cms/email-templates/:templateId',
  params: cmsTemplateParams,
  response: messageResponse,
  roles: [UserType.Admin],
  errors: [404],
  summary: "Delete a saved template: the mailer's own template goes back to its built-in text",
  tags: ['cms'],
});

export const deleteString = defineEndpoint({
  method: 'DELETE',
  path: '/api/cms/strings/:stringId',
  params: cmsStringParams,
  response: messageResponse,
  roles: [UserType.Admin],
  errors: [404],
  summary: 'Delete a content string: the screens show their built-in text again',
  tags: ['cms'],
});
