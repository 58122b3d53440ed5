import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@boatcare/shared-domain/core';
import * as translationsAdmin from '@boatcare/shared-domain/endpoints/translations-admin';
import { endpointKey, useEndpoint, useEndpointMutation } from '@boatcare/shared-ui';

const fileOf = (lng: Language) => `${lng}_translation.json` as const;
const argsOf = (lng: Language) => ({ query: { file: fileOf(lng) } });

/** One language's file, as a tree of texts. */
export const useTranslationFile = (lng: Language) =>
  useEndpoint(translationsAdmin.file, argsOf(lng), {
    select: (answer) => answer.content,
    meta: { errorKey: 'adminTranslations.loadFailed' },
  });

/** Saves a whole file; the screen shows the saved file without reading it again. */
export function useSaveTranslationFile(lng: Language) {
  const client = useQueryClient();
  return useEndpointMutation(translationsAdmin.saveFile, {
    onSuccess: (saved) =>
      client.setQueryData(endpointKey(translationsAdmin.file, argsOf(lng)), saved),
  });
}

export { fileOf };
