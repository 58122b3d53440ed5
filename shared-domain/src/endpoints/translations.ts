import { z } from 'zod';
import { translationTree } from '../schemas/translations.ts';
import { defineArea } from './define.ts';

const endpoint = defineArea({ service: 'backoffice', prefixes: ['/translations'] });

/** The translation files, read by i18next and preloaded by the shell: kept apart so the first paint loads only this. */
export const file = endpoint({
  method: 'GET',
  path: '/translations/:file',
  cache: 'public',
  params: z.object({ file: z.string() }),
  response: translationTree,
  roles: 'public',
  errors: [404],
  summary:
    'A translation file (en, da; ae serves en: {lng}_translation.json), the sections of one namespace of it as the app reads them ({lng}_core.json, {lng}_public.json, {lng}_customer.json, {lng}_provider.json, {lng}_club.json, {lng}_admin.json), or the fingerprint of each of its sections with the content strings laid over ({lng}_fingerprints.json)',
  tags: ['translations'],
});
