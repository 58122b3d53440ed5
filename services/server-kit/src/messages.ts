import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };

/**
 * English text for a translation key, so API clients that do not translate still get a
 * readable message. Browsers translate `code` themselves.
 */
export function englishMessage(key: string, fallback = key): string {
  let node: string | Tree | undefined = en as Tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return fallback;
    node = node[part];
  }
  return typeof node === 'string' ? node : fallback;
}
