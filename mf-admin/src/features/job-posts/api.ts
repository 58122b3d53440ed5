import { keepPreviousData } from '@tanstack/react-query';
import type { AdminJobPostRow } from '@boatcare/shared-domain/schemas/admin-people';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import { useEndpoint } from '@boatcare/shared-ui';

/** The spec's page size. */
export const PAGE_SIZE = 10;

export type JobPostRow = AdminJobPostRow;

/** A page of job posts after the cursor `after` (undefined: the first); an empty filter is none. */
export const useJobPosts = (auctioneerEmail: string, after: string | undefined) =>
  useEndpoint(
    admin.jobPosts,
    { query: { auctioneerEmail: auctioneerEmail || undefined, after, limit: PAGE_SIZE } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'adminJobPosts.loadFailed' } },
  );
