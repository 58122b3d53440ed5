import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@boatcare/shared-domain/core';
import type { TranslationTree } from '@boatcare/shared-domain/schemas/translations';
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

/**
 * Saves a whole file; the screen shows the saved file without reading it again. The caller's
 * callbacks run in the hook, after the saved file is in place.
 */
export function useSaveTranslationFile(
  lng: Language,
  then: { onSuccess(saved: TranslationTree): void; onError(error: Error): void },
) {
  const client = useQueryClient();
  return useEndpointMutation(translationsAdmin.saveFile, {
    onSuccess: (saved) => {
      client.setQueryData(endpointKey(translationsAdmin.file, argsOf(lng)), saved);
      then.onSuccess(saved.content);
    },
    onError: then.onError,
  });
}

export { fileOf };
