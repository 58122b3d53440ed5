import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS, formatDate, type LedgerKind } from '@boatcare/shared-domain';
import {
  EmptyState,
  PageHeader,
  QueryState,
  SelectField,
  TextField,
  useMoney,
  usePageMeta,
} from '@boatcare/shared-ui';
import { Pager } from '../../shared/Pager.tsx';
import { TYPING_DELAY_MS, useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import admin from '../../shared/admin.module.css';
import { useLedger, type LedgerFilters } from './api.ts';
import { LedgerTotals } from './LedgerTotals.tsx';

const NONE: LedgerFilters = { kind: '', jobId: '', from: '', to: '' };

/** admin/ledger: every money movement, filtered by kind, job and dates, with totals. */
export default function LedgerPage() {
  const { t } = useTranslation();
  const money = useMoney();
  usePageMeta(t('ledger.metaTitle'), t('ledger.metaDescription'));
  const [filters, setFilters] = useState<LedgerFilters>(NONE);
  const jobId = useDebouncedValue(filters.jobId, TYPING_DELAY_MS).trim();
  const [page, setPage] = useState(1);
  const ledger = useLedger({ ...filters, jobId }, page);
  const set = (patch: Partial<LedgerFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };

  return (
    <>
      <PageHeader title={t('ledger.title')} subtitle={t('ledger.subtitle')} />
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
      <QueryState query={ledger} errorKey="ledger.loadFailed">
        {({ data, meta, totals }) => (
          <>
            <LedgerTotals totals={totals} byKind={Boolean(filters.kind)} />
            {data.length === 0 ? (
              <EmptyState title={t('ledger.empty')} />
            ) : (
              <>
                <div
                  className={admin.scroller}
                  role="region"
                  aria-label={t('ledger.title')}
                  tabIndex={0}
                >
                  <table className={admin.table} aria-busy={ledger.isPlaceholderData || undefined}>
                    <thead>
                      <tr>
                        <th scope="col">{t('ledger.date')}</th>
                        <th scope="col">{t('ledger.kind')}</th>
                        <th scope="col">{t('ledger.job')}</th>
                        <th scope="col" className={admin.number}>
                          {t('ledger.amount')}
                        </th>
                        <th scope="col">{t('ledger.state')}</th>
                        <th scope="col">{t('ledger.reference')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.map((entry) => (
                        <tr key={entry.id} data-testid="ledger-entry">
                          <td>{formatDate(entry.created_date)}</td>
                          <td>{t(`ledger.kinds.${entry.kind}`)}</td>
                          <td className={admin.muted}>{entry.jobId.slice(-8)}</td>
                          <td className={admin.number}>{money(entry.amount)}</td>
                          <td>{entry.state ? t(`ledger.states.${entry.state}`) : ''}</td>
                          <td className={admin.muted}>{entry.reference ?? ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pager meta={meta} statusKey="ledger.pager" onPage={setPage} />
              </>
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
