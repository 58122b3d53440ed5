import { keepPreviousData } from '@tanstack/react-query';
import type { LedgerKind } from '@boatcare/shared-domain/schemas/ledger';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import { useEndpoint } from '@boatcare/shared-ui';

export const PAGE_SIZE = 25;

export interface LedgerFilters {
  kind: LedgerKind | '';
  jobId: string;
  from: string;
  to: string;
}

/** The page of the ledger after the cursor `after`, and the totals of the whole filter. */
export const useLedger = (filters: LedgerFilters, after: string | undefined) =>
  useEndpoint(
    payouts.ledger,
    {
      query: {
        kind: filters.kind || undefined,
        // A half-typed job id filters nothing yet.
        jobId: /^[a-f0-9]{24}$/i.test(filters.jobId) ? filters.jobId : undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        after,
        limit: PAGE_SIZE,
      },
    },
    { placeholderData: keepPreviousData, meta: { errorKey: 'ledger.loadFailed' } },
  );
