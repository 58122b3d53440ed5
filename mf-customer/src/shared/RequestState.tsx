import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import type { RouteName } from '@boatcare/shared-domain/core';
import { QueryState } from '@boatcare/shared-ui';
import { NotFound } from './NotFound.tsx';

/**
 * A request page's loading ladder (the request and the order page): a spinner or `pending`, "not found" with
 * a way back to `fallback`, the failure with a retry, then the request.
 */
export function RequestState({
  query,
  fallback,
  pending,
  children,
}: {
  query: UseQueryResult<JobPostDetail>;
  fallback: RouteName;
  /** What shows while it loads; a spinner by default. */
  pending?: ReactNode;
  children: (post: JobPostDetail) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      errorKey="requestDetail.loadFailed"
      pending={pending}
      notFound={<NotFound titleKey="requestDetail.notFound" fallback={fallback} />}
    >
      {children}
    </QueryState>
  );
}
