import { useTranslation } from 'react-i18next';
import { LOCALE_BY_LANGUAGE } from '@boatcare/shared-domain/core';

/** How many rows a list's filter matches: exact, or at least `count` ("more than N"). */
export interface ListTotalCount {
  count: number;
  exact: boolean;
}

/** A whole number in the language's own style (1,001 / 1.001). */
export function formatCount(value: number, language: string): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language] ?? 'en-GB').format(value);
}

/** "45 in total": a list that is all on screen. */
export function useTotalText() {
  const { t, i18n } = useTranslation();
  return (count: number) => t('pager.total', { total: formatCount(count, i18n.language) });
}

/**
 * "11–20 of 45" ("45 in total" when all are shown), or "of more than N" where the total is not known: from the server's count
 * when it gave one, else from what is known (`more`: a page follows the rows up to `to`).
 */
export function useListCountText() {
  const { t, i18n } = useTranslation();
  return ({
    from,
    to,
    total,
    more,
  }: {
    from: number;
    to: number;
    total?: ListTotalCount | undefined;
    more: boolean;
  }) => {
    const n = (value: number) => formatCount(value, i18n.language);
    const known = total ?? { count: to, exact: !more };
    // Everything on screen: just how many.
    if (from <= 1 && known.exact && to === known.count) return t('pager.total', { total: n(to) });
    return t(known.exact ? 'pager.range' : 'pager.rangeMore', {
      from: n(from),
      to: n(to),
      total: n(known.count),
    });
  };
}
