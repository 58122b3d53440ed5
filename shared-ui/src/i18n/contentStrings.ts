import HttpBackend from 'i18next-http-backend';
import type { ReadCallback } from 'i18next';
import type { ContentString } from '@boatcare/shared-domain/schemas/content-strings';
import { api } from '../api/client.ts';
import {
  layContentStrings,
  namespacesOfKey,
  type TextsNamespace,
} from '@boatcare/shared-domain/core';

let strings: Promise<ContentString[]> | undefined;
/** The back office's content strings, read once per page load; none when the read fails. */
const contentStrings = () =>
  (strings ??= import('@boatcare/shared-domain/endpoints/content-strings')
    .then((table) => api.call(table.list))
    .then((r) => r.data)
    .catch(() => []));

/**
 * The translation files' backend with the back office's content strings laid over each file as
 * it loads (shared-domain's content-overlay.ts), so a saved string shows on the next page load;
 * each namespace gets the strings of its own sections.
 */
export class ContentStringsBackend extends HttpBackend {
  override read(language: string, namespace: string, callback: ReadCallback) {
    // Started beside the file's read: the strings' table loads when first read (not with the
    // first paint), and waiting for the file first would put it and the read in a row.
    const strings = contentStrings();
    super.read(language, namespace, (error, data) => {
      if (error || !data || typeof data !== 'object') {
        callback(error, data);
        return;
      }
      void strings.then((list) => {
        const own = list.filter((entry) =>
          namespacesOfKey(entry.stringId).includes(namespace as TextsNamespace),
        );
        callback(null, layContentStrings(data, own, language));
      });
    });
  }
}
