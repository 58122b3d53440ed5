import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, isUnreachable, statusOf } from '../i18n/errorText.ts';
import { PageLoader } from './Spinner.tsx';
import { ErrorState, OfflineState } from './States.tsx';

/**
 * The one loading ladder of a screen: a spinner while the query is pending, the failure with a
 * retry, then the data. The failure's toast comes from the query cache (AppProviders), from the
 * query's `meta.errorKey`, so a page does not raise it itself. A record that is not there (or
 * someone else's: 404) shows `notFound` instead of the failure, when given. A call that did not
 * reach the server (offline, timed out) says so, with Retry: never a spinner that does not end
 * (AppProviders: queries run, and fail, without a network instead of waiting for one).
 */
export function QueryState<T>({
  query,
  errorKey,
  pending,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  /** Translation key of the failure's text when the server gives none. */
  errorKey: string;
  /** What shows while loading (skeletons); a spinner by default. */
  pending?: ReactNode;
  /** What shows when the server answers 404 (a way back); the failure with a retry if absent. */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return pending ?? <PageLoader />;
  if (query.isError && notFound && statusOf(query.error) === 404) return notFound;
  if (query.isError) {
    return isUnreachable(query.error) ? (
      <OfflineState onRetry={() => void query.refetch()} />
    ) : (
      <ErrorState
        message={errorText(t, query.error, errorKey)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
