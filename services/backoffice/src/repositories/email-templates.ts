import {
  DEFAULT_TEMPLATES,
  EMAIL_LANGUAGES,
  templateIdOf,
  type TemplateName,
  type TemplateText,
} from '@boatcare/server-kit';
import { EmailTemplateModel } from '@boatcare/server-kit/models';
import type {
  EmailTemplateAdmin,
  EmailTemplateSave,
} from '@boatcare/shared-domain/schemas/cms-admin';
import { sanitizeEmailHtml } from './sanitize.ts';

/** The built-in texts by template id (`password-reset-en`, ...): what the mailer sends unedited. */
const BUILT_IN = new Map<string, TemplateText>(
  (Object.keys(DEFAULT_TEMPLATES) as TemplateName[]).flatMap((name) =>
    EMAIL_LANGUAGES.map((lng) => [templateIdOf(name, lng), DEFAULT_TEMPLATES[name][lng]] as const),
  ),
);

const builtInView = (templateId: string, text: TemplateText): EmailTemplateAdmin => ({
  templateId,
  name: text.name,
  subject: text.subject,
  htmlContent: text.htmlContent,
  variables: text.variables.map((v) => ({ ...v })),
  isActive: true,
  builtIn: true,
  updated_date: null,
});

/** Every template the mailer knows plus any other saved one; saved ones win. */
export async function listEmailTemplates(
  activeOnly = false,
): Promise<{ templateId: string; name: string; isActive: boolean }[]> {
  const stored = await EmailTemplateModel.find({}, { templateId: 1, name: 1, isActive: 1 }).lean();
  const rows = new Map<string, { templateId: string; name: string; isActive: boolean }>();
  for (const [templateId, text] of BUILT_IN)
    rows.set(templateId, { templateId, name: text.name, isActive: true });
  for (const doc of stored)
    rows.set(doc.templateId, {
      templateId: doc.templateId,
      name: doc.name,
      isActive: doc.isActive,
    });
  return [...rows.values()]
    .filter((row) => !activeOnly || row.isActive)
    .sort((a, b) => a.templateId.localeCompare(b.templateId));
}

/** The saved template, else the built-in text of that id, else null. */
export async function findEmailTemplate(templateId: string): Promise<EmailTemplateAdmin | null> {
  const doc = await EmailTemplateModel.findOne({ templateId }).lean();
  if (doc) {
    return {
      templateId: doc.templateId,
      name: doc.name,
      subject: doc.subject,
      htmlContent: doc.htmlContent,
      variables: doc.variables.map((v) => ({ name: v.name, description: v.description })),
      isActive: doc.isActive,
      builtIn: false,
      updated_date: doc.updated_date ? new Date(doc.updated_date).toISOString() : null,
    };
  }
  const text = BUILT_IN.get(templateId);
  return text ? builtInView(templateId, text) : null;
}

/** Creates or replaces a template; its HTML is sanitised (placeholders survive). */
export async function saveEmailTemplate(
  templateId: string,
  input: EmailTemplateSave,
): Promise<EmailTemplateAdmin> {
  await EmailTemplateModel.updateOne(
    { templateId },
    { $set: { ...input, htmlContent: sanitizeEmailHtml(input.htmlContent) } },
    { upsert: true },
  );
  const saved = await findEmailTemplate(templateId);
  if (!saved) throw new Error(`email template ${templateId} vanished after its save`);
  return saved;
}

/**
 * Deletes a saved template: the mailer's own template of that id goes back to its built-in
 * text, any other is gone. False when nothing was saved under that id.
 */
export async function deleteEmailTemplate(templateId: string): Promise<boolean> {
  const { deletedCount } = await EmailTemplateModel.deleteOne({ templateId });
  return deletedCount > 0;
}
