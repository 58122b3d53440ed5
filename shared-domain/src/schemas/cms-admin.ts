import { z } from 'zod';
import { LANGUAGES } from '../locale.ts';
import { cmsPage } from './cms.ts';

/*
 * The back office's content: pages, email templates and content strings. The admin writes them
 * under /api/cms (admin only). The spec's reads there are public and, like the twins under
 * /cms, show anyone but an admin only what a visitor may see (no inactive sections or
 * templates); a template's texts are read by admins only.
 */

const required = 'adminCms.validation.required';
const tooLong = 'adminCms.validation.tooLong';
const text = (max: number) => z.string({ error: required }).max(max, tooLong);
const requiredText = (max: number) => text(max).trim().min(1, required);

/** Ids in paths: letters, digits, dots, dashes and underscores. */
const contentId = z
  .string()
  .trim()
  .min(1, required)
  .max(100, tooLong)
  .regex(/^[\w.-]+$/, 'adminCms.validation.idFormat');

export const cmsTemplateParams = z.object({ templateId: contentId });
export const cmsStringParams = z.object({ stringId: contentId });
export const cmsPageIdParams = z.object({ pageId: contentId });
/** A public page's path as the back office renders it again (`en/vip-benefits`): plain segments. */
export const renderedPageParams = z.object({
  '*': z.string().regex(/^[A-Za-z0-9_-]{1,80}(?:\/[A-Za-z0-9_-]{1,80}){0,7}\/?$/),
});

/** One section as the editor saves it. `content` is HTML; the server sanitises it. */
export const cmsSectionInput = z.object({
  sectionId: z.string().trim().max(100, tooLong).optional(),
  title: text(300),
  content: text(50_000).default(''),
  imageUrl: z
    .string()
    .trim()
    .max(2000, tooLong)
    .refine((url) => url === '' || /^(https?:\/\/|\/)/.test(url), 'adminCms.validation.imageUrl')
    .describe('Empty, an http(s) URL or a path on this site (starting with /).')
    .default(''),
  order: z.number().int().min(0).optional(),
  isActive: z.boolean().default(true),
});

export const cmsSeo = z.object({
  metaTitle: text(200).default(''),
  metaDescription: text(500).default(''),
  keywords: z.array(z.string().trim().min(1).max(100, tooLong)).max(50).default([]),
});

/** POST /api/cms/pages/{pageId}: the page as the editor holds it (creates it when new). */
export const cmsPageSaveBody = z.object({
  title: requiredText(300),
  subtitle: text(500).optional(),
  sections: z.array(cmsSectionInput).max(100).default([]),
  seo: cmsSeo.default({ metaTitle: '', metaDescription: '', keywords: [] }),
});
export type CmsPageSave = z.output<typeof cmsPageSaveBody>;

export const cmsPageSummary = z.object({ pageId: z.string(), title: z.string() });
export const cmsPageList = z.object({ data: z.array(cmsPageSummary) });

/**
 * GET /api/cms/pages/{pageId}: the whole page and when it last changed; inactive sections only
 * for an admin (the editor), the public page's fields (VIP benefits and the like) for anyone.
 */
export const cmsPageAdmin = cmsPage.extend({ updated_date: z.string().nullable() });
export type CmsPageAdmin = z.infer<typeof cmsPageAdmin>;

export const emailVariable = z.object({
  name: z
    .string()
    .trim()
    .min(1, required)
    .max(60, tooLong)
    .regex(/^\w+$/, 'adminCms.validation.variableName'),
  description: text(300).default(''),
});

/** POST /api/cms/email-templates/{templateId}. `htmlContent` is sanitised by the server. */
export const emailTemplateSaveBody = z.object({
  name: requiredText(200),
  subject: requiredText(300),
  htmlContent: requiredText(100_000),
  variables: z.array(emailVariable).max(50).default([]),
  isActive: z.boolean().default(true),
});
export type EmailTemplateSave = z.output<typeof emailTemplateSaveBody>;

export const emailTemplateAdmin = z.object({
  templateId: z.string(),
  name: z.string(),
  subject: z.string(),
  htmlContent: z.string(),
  variables: z.array(z.object({ name: z.string(), description: z.string() })),
  isActive: z.boolean(),
  /** Whether this is the built-in text (nothing saved yet). */
  builtIn: z.boolean(),
  updated_date: z.string().nullable(),
});
export type EmailTemplateAdmin = z.infer<typeof emailTemplateAdmin>;

export const emailTemplateSummary = z.object({
  templateId: z.string(),
  name: z.string(),
  isActive: z.boolean(),
});
export const emailTemplateList = z.object({ data: z.array(emailTemplateSummary) });
/** The public twin names active templates only, without their texts. */
export const publicEmailTemplateList = z.object({
  data: z.array(z.object({ templateId: z.string(), name: z.string() })),
});

export const contentTranslation = z.object({
  language: z.enum(LANGUAGES, { error: 'adminCms.validation.language' }),
  value: text(5000),
});

/** POST /api/cms/strings/{stringId}: a text the screens read by its id, per language. */
export const contentStringSaveBody = z.object({
  category: requiredText(100),
  description: text(500).default(''),
  translations: z
    .array(contentTranslation)
    .max(LANGUAGES.length)
    .refine(
      (list) => new Set(list.map((entry) => entry.language)).size === list.length,
      'adminCms.validation.languageTwice',
    )
    .describe('Each language at most once.')
    .default([]),
});
export type ContentStringSave = z.output<typeof contentStringSaveBody>;

export { contentString, contentStringList, type ContentString } from './content-strings.ts';

/** One line of the audit log: who changed what, and when. */
export const auditEntry = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_date: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.object({ data: z.array(auditEntry) });
export const auditQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const savedMessage = z.object({ message: z.string() });
