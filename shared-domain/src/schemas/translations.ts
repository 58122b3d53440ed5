import { z } from 'zod';
import { LANGUAGES, PATH_LANGUAGES } from '../locale.ts';

/** A translation file: nested objects whose leaves are strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);
/** One level of a key: any text without a dot (dots separate levels). */
const segment = /^[^.]{1,100}$/;

export const translationTree: z.ZodType<TranslationTree> = z.lazy(() =>
  z.record(
    z
      .string()
      .regex(segment, 'translations.validation.key_format')
      .refine((key) => !FORBIDDEN_SEGMENTS.has(key), 'translations.validation.key_format'),
    z.union([z.string(), translationTree], { error: 'translations.validation.content' }),
    { error: 'translations.validation.content' },
  ),
);

export const TRANSLATION_FILES = LANGUAGES.map((lng) => `${lng}_translation.json` as const);
/** Names the public route serves: every path language, `ae` falling back to English. */
export const SERVED_TRANSLATION_FILES = PATH_LANGUAGES.map((lng) => `${lng}_translation.json` as const);

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
  );

/** POST /super/json/add-new-keys: dotted key to value, added to every language file. */
export const translationNewKeysBody = z
  .record(translationKeyPath, z.string().trim().min(1, 'translations.validation.key_and_value_required').max(5000))
  .refine((map) => Object.keys(map).length > 0, 'translations.validation.key_and_value_required');

export const translationNewKeysResponse = z.object({
  message: z.string(),
  data: z.array(z.object({ file: z.string(), added: z.array(z.string()), skipped: z.array(z.string()) })),
});
