import { z } from 'zod';
import { LANGUAGES, PATH_LANGUAGES } from '../locale.ts';

/** A translation file: nested objects whose leaves are strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
/** One level of a key: any text without a dot (dots separate levels). */
const segment = /^[^.]{1,100}$/;

const isSafeSegment = (key: string) => segment.test(key) && !FORBIDDEN_SEGMENTS.has(key);

/** The path of the first key or leaf that does not belong in a translation tree, or null. */
function firstInvalid(tree: Record<string, unknown>, path: string[] = []): string[] | null {
  for (const [key, value] of Object.entries(tree)) {
    if (!isSafeSegment(key)) return [...path, key];
    if (typeof value === 'string') continue;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [...path, key];
    const inner = firstInvalid(value as Record<string, unknown>, [...path, key]);
    if (inner) return inner;
  }
  return null;
}

/**
 * A translation file: nested objects whose leaves are strings. Checked by a recursive
 * refinement rather than a recursive schema, so OpenAPI generation needs no named component.
 */
export const translationTree = z
  .record(z.string(), z.unknown(), { error: 'translations.validation.content' })
  .superRefine((tree, ctx) => {
    const path = firstInvalid(tree);
    if (path) ctx.addIssue({ code: 'custom', path, message: 'translations.validation.content' });
  })
  .describe(
    'Nested objects whose leaves are texts; each key 1 to 100 characters without a dot, not __proto__, constructor or prototype.',
  ) as unknown as z.ZodType<TranslationTree>;

export const TRANSLATION_FILES = LANGUAGES.map((lng) => `${lng}_translation.json` as const);
/** Names the public route serves: every path language, `ae` falling back to English. */
export const SERVED_TRANSLATION_FILES = PATH_LANGUAGES.map(
  (lng) => `${lng}_translation.json` as const,
);

export const translationFileQuery = z.object({
  file: z.enum(TRANSLATION_FILES, { error: 'translations.validation.unknown_file' }),
});
export const translationFileList = z.object({ data: z.array(z.string()) });
export const translationFileResponse = z.object({ file: z.string(), content: translationTree });
export const translationFileBody = z.object({ content: translationTree });

/** A dotted key such as `home.hero.title`. */
export const translationKeyPath = z
  .string()
  .trim()
  .min(1, 'translations.validation.key_and_value_required')
  .max(200)
  .refine(
    (path) => path.split('.').every((part) => segment.test(part) && !FORBIDDEN_SEGMENTS.has(part)),
    'translations.validation.key_format',
  )
  .describe(
    'Dot-separated parts of 1 to 100 characters, none __proto__, constructor or prototype.',
  );

/** POST /super/json/add-new-keys: dotted key to value, added to every language file. */
export const translationNewKeysBody = z
  .record(
    translationKeyPath,
    z.string().trim().min(1, 'translations.validation.key_and_value_required').max(5000),
  )
  .refine((map) => Object.keys(map).length > 0, 'translations.validation.key_and_value_required')
  .describe('At least one key.');

export const translationNewKeysResponse = z.object({
  message: z.string(),
  data: z.array(
    z.object({ file: z.string(), added: z.array(z.string()), skipped: z.array(z.string()) }),
  ),
});
