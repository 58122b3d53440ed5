import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isPathLanguage, type PathLanguage } from '@boatcare/shared-domain/core';
import { apiUrl } from '../api/client.ts';
import { ContentStringsBackend } from './contentStrings.ts';
import { TRANSLATIONS_LOAD_PATH } from './texts-path.ts';

export { fingerprintsPath, TRANSLATIONS_LOAD_PATH } from './texts-path.ts';

/** `ae` is accepted in paths; its texts are the English ones. */
export const textLanguage = (lng: PathLanguage) => (lng === 'ae' ? 'en' : lng);

let ready: Promise<unknown> | undefined;

/**
 * i18next with the translation files from object storage through the API, with the back
 * office's content strings laid over them. Failed reads of a 5xx or network error are retried
 * (5 times, 350 ms doubling, 10 reads at once); 4xx are not.
 */
export function initI18n(language: string): Promise<unknown> {
  const lng = textLanguage(isPathLanguage(language) ? language : DEFAULT_LANGUAGE);
  ready ??= i18next
    .use(ContentStringsBackend)
    .use(initReactI18next)
    .init({
      lng,
      // Danish has every English key (a unit test checks), so a Danish page never needs the
      // English file too.
      fallbackLng: false,
      supportedLngs: ['en', 'da'],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      backend: {
        loadPath: apiUrl(TRANSLATIONS_LOAD_PATH),
      },
      react: { useSuspense: true },
    });
  return ready;
}

export { i18next };
