import * as cmsAdmin from '@boatcare/shared-domain/endpoints/cms-admin';
import { LANGUAGES, type Language } from '@boatcare/shared-domain/core';
import {
  cmsStringParams,
  contentStringSaveBody,
  emailTemplateSaveBody,
} from '@boatcare/shared-domain/schemas/cms-admin';
import type { CmsResource } from './resource.ts';
import { PageFields } from './pages/PageFields.tsx';
import { PagePicker } from './pages/PagePicker.tsx';
import { KNOWN_PAGES, bodyOf, pageForm, valuesOf } from './pages/page-form.ts';
import { StringFields } from './strings/StringFields.tsx';
import { StringsTable } from './strings/StringsTable.tsx';
import { TemplateFields } from './templates/TemplateFields.tsx';
import { TemplatePicker } from './templates/TemplatePicker.tsx';

/** Page Content: pick a page (or name a new one), edit its title, sections and SEO, save. */
export const contentPages: CmsResource<
  typeof cmsAdmin.pages,
  typeof cmsAdmin.page,
  typeof pageForm
> = {
  area: 'pages',
  list: cmsAdmin.pages,
  one: cmsAdmin.page,
  save: cmsAdmin.savePage,
  remove: cmsAdmin.deletePage,
  param: 'pageId',
  initialId: KNOWN_PAGES[0],
  Picker: PagePicker,
  schema: pageForm,
  valuesOf,
  bodyOf: (values, id) => ({ id, body: bodyOf(values) }),
  Fields: PageFields,
  deletable: (page) => page !== null,
  layout: 'inline',
};

/** Email Templates: pick one of the mailer's templates, edit it, preview it, save it. */
export const emailTemplates: CmsResource<
  typeof cmsAdmin.emailTemplates,
  typeof cmsAdmin.emailTemplate,
  typeof emailTemplateSaveBody
> = {
  area: 'templates',
  list: cmsAdmin.emailTemplates,
  one: cmsAdmin.emailTemplate,
  save: cmsAdmin.saveEmailTemplate,
  remove: cmsAdmin.deleteEmailTemplate,
  param: 'templateId',
  firstOf: ({ data }) => data[0]?.templateId,
  Picker: TemplatePicker,
  schema: emailTemplateSaveBody,
  valuesOf: (template) => ({
    name: template?.name ?? '',
    subject: template?.subject ?? '',
    htmlContent: template?.htmlContent ?? '',
    variables: template?.variables ?? [],
    isActive: template?.isActive ?? true,
  }),
  bodyOf: (body, id) => ({ id, body }),
  Fields: TemplateFields,
  deletable: (template) => template !== null && !template.builtIn,
  layout: 'inline',
};

/** A content string's form: the shared string, with its id (typed when new). */
export const stringForm = contentStringSaveBody.extend(cmsStringParams.shape);

const isLanguage = (language: string): language is Language =>
  (LANGUAGES as readonly string[]).includes(language);

/** Content Strings: filter by category and text, pick one to edit (or a new one), save. */
export const contentStrings: CmsResource<
  typeof cmsAdmin.strings,
  typeof cmsAdmin.string,
  typeof stringForm
> = {
  area: 'strings',
  list: cmsAdmin.strings,
  one: cmsAdmin.string,
  save: cmsAdmin.saveString,
  remove: cmsAdmin.deleteString,
  param: 'stringId',
  Picker: StringsTable,
  schema: stringForm,
  valuesOf: (string) => ({
    stringId: string?.stringId ?? '',
    category: string?.category ?? '',
    description: string?.description ?? '',
    translations: (string?.translations ?? []).flatMap(({ language, value }) =>
      isLanguage(language) ? [{ language, value }] : [],
    ),
  }),
  bodyOf: ({ stringId, ...body }) => ({ id: stringId, body }),
  Fields: StringFields,
  deletable: () => false,
  layout: 'card',
};
