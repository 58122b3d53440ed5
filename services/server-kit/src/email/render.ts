import { EmailTemplateModel } from '../models/email-template.ts';
import {
  DEFAULT_TEMPLATES,
  EMAIL_LANGUAGES,
  templateIdOf,
  type EmailLanguage,
  type TemplateName,
  type TemplateText,
} from './defaults.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Where the text came from: the back office's template or the built-in default. */
  source: 'template' | 'default';
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; unknown ones stay empty so no raw braces reach a reader. */
export function fill(
  template: string,
  values: Record<string, string>,
  encode: (v: string) => string,
): string {
  return template.replace(PLACEHOLDER, (_, key: string) => encode(values[key] ?? ''));
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/** A plain-text twin of an email's HTML: links keep their address, paragraphs their breaks. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gi, (_, href: string, label: string) =>
      label.replace(/<[^>]+>/g, '') === href ? href : `${label} (${href})`,
    )
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|li)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const isEmailLanguage = (value: string): value is EmailLanguage =>
  (EMAIL_LANGUAGES as readonly string[]).includes(value);

async function templateText(
  name: TemplateName,
  language: EmailLanguage,
): Promise<{ text: TemplateText; source: RenderedEmail['source'] }> {
  const stored = await EmailTemplateModel.findOne({
    templateId: templateIdOf(name, language),
    isActive: true,
  }).lean();
  if (stored) return { text: stored, source: 'template' };
  return { text: DEFAULT_TEMPLATES[name][language], source: 'default' };
}

/**
 * The subject, HTML and text of one email in one language (unknown languages read English):
 * the back office's active template when there is one, else the built-in default. Values are
 * HTML-escaped in the body; the subject is one line.
 */
export async function renderEmail(
  name: TemplateName,
  language: string,
  values: Record<string, string>,
): Promise<RenderedEmail> {
  const { text, source } = await templateText(name, isEmailLanguage(language) ? language : 'en');
  const html = fill(text.htmlContent, values, escapeHtml);
  const subject = fill(text.subject, values, (value) => value.replace(/[\r\n]+/g, ' ')).trim();
  return { subject, html, text: htmlToText(html), source };
}
