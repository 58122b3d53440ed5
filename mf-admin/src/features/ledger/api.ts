import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ledgerResponse, type LedgerKind } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

export const PAGE_SIZE = 25;

export interface LedgerFilters {
  kind: LedgerKind | '';
  jobId: string;
  from: string;
  to: string;
}

/** A page of the ledger and the totals of the whole filter. */
export const useLedger = (filters: LedgerFilters, page: number) =>
  useQuery({
    queryKey: ['admin', 'ledger', filters, page],
    queryFn: () =>
      api.get('payments/ledger', ledgerResponse, {
        kind: filters.kind || undefined,
        jobId: /^[a-f0-9]{24}$/i.test(filters.jobId) ? filters.jobId : undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
        page,
        limit: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'ledger.loadFailed' },
  });
