import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  translationFileList,
  translationFileResponse,
  translationNewKeysResponse,
  type Language,
  type TranslationTree,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

export const fileOf = (lng: Language) => `${lng}_translation.json` as const;
const key = (lng: Language) => ['admin', 'translations', lng] as const;

export const useTranslationFiles = () =>
  useQuery({
    queryKey: ['admin', 'translations', 'files'],
    queryFn: () => api.get('super/json/files', translationFileList).then((r) => r.data),
    meta: { errorKey: 'adminTranslations.loadFailed' },
  });

export const useTranslationFile = (lng: Language) =>
  useQuery({
    queryKey: key(lng),
    queryFn: () =>
      api
        .get('super/get/json', translationFileResponse, { file: fileOf(lng) })
        .then((r) => r.content),
    meta: { errorKey: 'adminTranslations.loadFailed' },
  });

export function useSaveTranslationFile(lng: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: TranslationTree) =>
      api.send('put', `super/put/json?file=${fileOf(lng)}`, translationFileResponse, { content }),
    onSuccess: (saved) => client.setQueryData(key(lng), saved.content),
  });
}

export function useAddKeys() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keys: Record<string, string>) =>
      api.send('post', 'super/json/add-new-keys', translationNewKeysResponse, keys),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'translations'] }),
  });
}
