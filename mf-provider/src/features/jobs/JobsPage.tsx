import { useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NearbyJob } from '@boatcare/shared-domain/schemas/nearby';
import { PageHeader, usePageMeta } from '@boatcare/shared-ui';
import { BidModal } from '../../shared/BidModal.tsx';
import { EMPTY_FILTER, toQuery, type FilterState } from './filters.ts';
import { Filters } from './parts/Filters.tsx';
import { JobsList } from './parts/JobsList.tsx';
import styles from './JobsPage.module.css';

const TABS = ['nearby', 'my-bids'] as const;
type Tab = (typeof TABS)[number];

/** /supplier/jobs: nearby jobs and the requests the provider has bid on, with the same filters. */
export default function JobsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'my-bids' ? 'my-bids' : 'nearby';
  const [filter, setFilter] = useState<FilterState>(EMPTY_FILTER);
  const [offer, setOffer] = useState<NearbyJob | null>(null);
  usePageMeta(t('supplierJobs.metaTitle'), t('supplierJobs.metaDescription'));

  const choose = (next: Tab) =>
    setParams(next === 'nearby' ? {} : { tab: next }, { replace: true });
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = tab === 'nearby' ? 'my-bids' : 'nearby';
    choose(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <>
      <PageHeader title={t('supplierJobs.title')} subtitle={t('supplierJobs.subtitle')} />
      <div className={styles.tabs} role="tablist" aria-label={t('supplierJobs.title')}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls="jobs-panel"
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(name)}
            onKeyDown={onKey}
          >
            {t(`supplierJobs.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="jobs-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <Filters value={filter} onChange={setFilter} />
        {tab === 'nearby' ? (
          <JobsList list="nearby" filter={toQuery(filter)} onOffer={setOffer} />
        ) : (
          <JobsList list="my-bids" filter={toQuery(filter)} onOffer={setOffer} />
        )}
      </div>
      <BidModal target={offer} onClose={() => setOffer(null)} />
    </>
  );
}
