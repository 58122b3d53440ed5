import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import {
  LEDGER_KINDS,
  type LedgerEntry,
  type LedgerKind,
} from '@boatcare/shared-domain/schemas/ledger';
import {
  EmptyState,
  PageHeader,
  SelectField,
  TextField,
  useMoney,
  usePageMeta,
  useDebouncedValue,
  useEndpoint,
} from '@boatcare/shared-ui';
import { AdminList, type Column } from '../../shared/AdminList.tsx';
import { CursorPager, useCursorPages } from '../../shared/CursorPager.tsx';
import { TYPING_DELAY_MS } from '../../shared/typing-delay.ts';
import admin from '../../shared/admin.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import { LedgerTotals } from './LedgerTotals.tsx';

const PAGE_SIZE = 25;

interface LedgerFilters {
  kind: LedgerKind | '';
  jobId: string;
  from: string;
  to: string;
}

const NONE: LedgerFilters = { kind: '', jobId: '', from: '', to: '' };

/** admin/ledger: every money movement, filtered by kind, job and dates, with totals. */
export default function LedgerPage() {
  const { t } = useTranslation();
  const money = useMoney();
  usePageMeta(t('ledger.metaTitle'), t('ledger.metaDescription'));
  const [filters, setFilters] = useState<LedgerFilters>(NONE);
  const jobId = useDebouncedValue(filters.jobId, TYPING_DELAY_MS).trim();
  const asked = {
    kind: filters.kind || undefined,
    // A half-typed job id filters nothing yet.
    jobId: /^[a-f0-9]{24}$/i.test(jobId) ? jobId : undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  const pages = useCursorPages(JSON.stringify(asked), PAGE_SIZE);
  const ledger = useEndpoint(
    payouts.ledger,
    { query: { ...asked, after: pages.after, limit: pages.limit } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'ledger.loadFailed' } },
  );
  const set = (patch: Partial<LedgerFilters>) =>
    setFilters((current) => ({ ...current, ...patch }));
  const columns: Column<LedgerEntry>[] = [
    { key: 'date', header: t('ledger.date'), cell: (entry) => formatDate(entry.created_date) },
    { key: 'kind', header: t('ledger.kind'), cell: (entry) => t(`ledger.kinds.${entry.kind}`) },
    { key: 'job', header: t('ledger.job'), cell: (entry) => entry.jobId.slice(-8), muted: true },
    {
      key: 'amount',
      header: t('ledger.amount'),
      cell: (entry) => money(entry.amount),
      align: 'end',
    },
    {
      key: 'state',
      header: t('ledger.state'),
      cell: (entry) => (entry.state ? t(`ledger.states.${entry.state}`) : ''),
    },
    {
      key: 'reference',
      header: t('ledger.reference'),
      cell: (entry) => entry.reference ?? '',
      muted: true,
    },
  ];

  return (
    <>
      <PageHeader title={t('ledger.title')} subtitle={t('ledger.subtitle')} />
      <AdminList
        query={ledger}
        errorKey="ledger.loadFailed"
        rows={(page) => page.items}
        rowKey={(entry) => entry.id}
        rowProps={() => ({ 'data-testid': 'ledger-entry' })}
        columns={columns}
        label={t('ledger.title')}
        empty={<EmptyState title={t('ledger.empty')} />}
        summary={(page) => <LedgerTotals totals={page.totals} byKind={Boolean(filters.kind)} />}
        pager={(page, loading) => <CursorPager pages={pages} page={page} loading={loading} />}
        filters={
          <div className={admin.filters}>
            <SelectField
              label={t('ledger.kind')}
              value={filters.kind}
              onChange={(event) => set({ kind: event.target.value as LedgerKind | '' })}
            >
              <option value="">{t('ledger.allKinds')}</option>
              {LEDGER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`ledger.kinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('ledger.jobId')}
              type="search"
              value={filters.jobId}
              onChange={(event) => set({ jobId: event.target.value })}
            />
            <TextField
              label={t('ledger.from')}
              type="date"
              value={filters.from}
              onChange={(event) => set({ from: event.target.value })}
            />
            <TextField
              label={t('ledger.to')}
              type="date"
              value={filters.to}
              onChange={(event) => set({ to: event.target.value })}
            />
          </div>
        }
      />
    </>
  );
}
