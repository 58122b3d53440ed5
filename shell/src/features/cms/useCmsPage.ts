import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CmsPage } from '@boatcare/shared-domain/schemas/cms';
import { statusOf, toast, useEndpoint, useLanguage } from '@boatcare/shared-ui/core';
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
  const query = useEndpoint(
    content.page,
    { params: { pageId: id } },
    {
      // An empty id names no page: nothing to read, the built-in text shows.
      enabled: pageId !== '',
      staleTime: 5 * 60_000,
      // The built-in text is a good answer: ask once more (not after a 4xx), then show it.
      retry: (count, error) => {
        const status = statusOf(error);
        return !(status > 0 && status < 500) && count < 1;
      },
      retryDelay: 500,
    },
  );
  const missing = statusOf(query.error) === 404;
  useEffect(() => {
    if (query.error && !missing) toast.error(t('content.loadFailed'), { id: `cms-${id}` });
  }, [query.error, missing, t, id]);
  return { page: query.data ?? null, isLoading: query.isLoading };
}
