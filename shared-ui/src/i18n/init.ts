import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isPathLanguage,
  namespacesOfKey,
  TEXT_AREA_NAMES,
  type PathLanguage,
  type TextArea,
} from '@boatcare/shared-domain/core';
import { apiUrl } from '../api/client.ts';
import { ContentStringsBackend } from './contentStrings.ts';
import { TRANSLATIONS_LOAD_PATH } from './texts-path.ts';

export { fingerprintsPath, TRANSLATIONS_LOAD_PATH } from './texts-path.ts';

/** `ae` is accepted in paths; its texts are the English ones. */
export const textLanguage = (lng: PathLanguage) => (lng === 'ae' ? 'en' : lng);

let ready: Promise<unknown> | undefined;

const areaTexts = new Map<TextArea, Promise<unknown>>();

/**
 * Reads an area's texts (once per language; for the new one too on a switch) and resolves once
 * they are in; the same promise for every caller, so a screen can `use` it. The area's screens
 * wait for it: the shell's remote loader and public pages, a remote's own frame. Asked while the
 * first texts are still to be read, it is read with them.
 */
export function loadTexts(area: TextArea): Promise<unknown> {
  let texts = areaTexts.get(area);
  if (!texts) {
    const asked = i18next.loadNamespaces(area);
    // Before the first language is read there is nothing to wait on yet: wait for it, then ask
    // again (an answer in flight is waited for, not read twice).
    texts = ready ? ready.then(() => i18next.loadNamespaces(area)) : asked;
    areaTexts.set(area, texts);
  }
  return texts;
}

/**
 * A key whose area's texts are not read yet (a message of another area's service, say): reads
 * them, and the screens render again once they arrive (`bindI18n: 'loaded'`). The table of
 * areas keeps this rare (scripts/lint/text-areas.test.ts).
 */
function readAreaOf(_languages: readonly string[], _namespace: string, key: string) {
  for (const namespace of namespacesOfKey(key))
    if (namespace !== 'core' && !i18next.hasLoadedNamespace(namespace))
      void i18next.loadNamespaces(namespace);
}

/**
 * i18next with the translation file from object storage through the API, read by namespace:
 * `core` for every page, an area's own as it opens (`loadTexts`; call this first), each with the
 * back office's content strings laid over it. A key is looked up in core, then in the areas
 * read. Failed reads of a 5xx or network error are retried (5 times, 350 ms doubling, 10 reads
 * at once); 4xx are not.
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
      ns: ['core'],
      defaultNS: 'core',
      fallbackNS: TEXT_AREA_NAMES,
      saveMissing: true,
      missingKeyHandler: readAreaOf,
      interpolation: { escapeValue: false },
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      backend: {
        loadPath: apiUrl(TRANSLATIONS_LOAD_PATH),
      },
      react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    });
  return ready;
}

export { i18next };
