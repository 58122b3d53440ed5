import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Language, type TranslationTree } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as translationsAdmin from '@boatcare/shared-domain/endpoints/translations-admin';

export const fileOf = (lng: Language) => `${lng}_translation.json` as const;
const key = (lng: Language) => ['admin', 'translations', lng] as const;

export const useTranslationFiles = () =>
  useQuery({
    queryKey: ['admin', 'translations', 'files'],
    queryFn: () => api.call(translationsAdmin.files).then((r) => r.data),
    meta: { errorKey: 'adminTranslations.loadFailed' },
  });

export const useTranslationFile = (lng: Language) =>
  useQuery({
    queryKey: key(lng),
    queryFn: () =>
      api.call(translationsAdmin.file, { query: { file: fileOf(lng) } }).then((r) => r.content),
    meta: { errorKey: 'adminTranslations.loadFailed' },
  });

export function useSaveTranslationFile(lng: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: TranslationTree) =>
      api.call(translationsAdmin.saveFile, { query: { file: fileOf(lng) }, body: { content } }),
    onSuccess: (saved) => client.setQueryData(key(lng), saved.content),
  });
}

export function useAddKeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keys: Record<string, string>) =>
      api.call(translationsAdmin.addNewKeys, { body: keys }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'translations'] }),
  });
}
