import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LedgerKind } from '@boatcare/shared-domain';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import { api } from '@boatcare/shared-ui';

export const PAGE_SIZE = 25;

export interface LedgerFilters {
  kind: LedgerKind | '';
  jobId: string;
  from: string;
  to: string;
}

/** The page of the ledger after the cursor `after`, and the totals of the whole filter. */
export const useLedger = (filters: LedgerFilters, after: string | undefined) =>
  useQuery({
    queryKey: ['admin', 'ledger', filters, after],
    queryFn: () =>
      api.call(payouts.ledger, {
        query: {
          kind: filters.kind || undefined,
          jobId: /^[a-f0-9]{24}$/i.test(filters.jobId) ? filters.jobId : undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          after,
          limit: PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'ledger.loadFailed' },
  });
