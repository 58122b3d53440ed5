import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CmsPage } from '@boatcare/shared-domain';
import { ApiError } from '@boatcare/shared-domain/api';
import { api, toast, useLanguage } from '@boatcare/shared-ui/core';
import * as content from '@boatcare/shared-domain/endpoints/content';

/**
 * The back office's page per language: `pageId` holds the English text, `pageId-da` the Danish.
 * A language without its own page uses the built-in text of the translation files.
 */
export const cmsPageIdFor = (pageId: string, language: string) =>
  language === 'da' ? `${pageId}-da` : pageId;

/**
 * A content page from the back office, or null while it loads or when the built-in fallback
 * should show: no page for this language (404) or a failed read (which also shows a toast).
 * Read from the public twin (/cms/pages), which holds active sections only.
 */
export function useCmsPage(pageId: string): { page: CmsPage | null; isLoading: boolean } {
  const { t } = useTranslation();
  const lng = useLanguage();
  const id = cmsPageIdFor(pageId, lng);
  const query = useQuery({
    queryKey: ['cms-page', id],
    // An empty id names no page: nothing to read, the built-in text shows.
    enabled: pageId !== '',
    queryFn: () => api.call(content.page, { params: { pageId: id } }),
    staleTime: 5 * 60_000,
    // The built-in text is a good answer: ask once more, then show it.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
    retryDelay: 500,
  });
  const missing = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (query.error && !missing) toast.error(t('content.loadFailed'), { id: `cms-${id}` });
  }, [query.error, missing, t, id]);
  return { page: query.data ?? null, isLoading: query.isLoading };
}
