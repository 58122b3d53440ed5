import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NearbyJob } from '@boatcare/shared-domain/schemas/nearby';
import { PageHeader, useLinks, usePageMeta } from '@boatcare/shared-ui';
import { BidModal } from '../../shared/BidModal.tsx';
import { OnboardingChecklist } from '../onboarding/OnboardingChecklist.tsx';
import { EMPTY_FILTER, toQuery, type FilterState } from './filters.ts';
import { Filters } from './parts/Filters.tsx';
import { JobsList } from './parts/JobsList.tsx';

/**
 * /supplier/jobs: the open requests near the provider, with filters; a new provider's checklist
 * stays on top until their first offer. (The offers made are under My offers: the old
 * `?tab=my-bids` link goes there.)
 */
export default function JobsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<FilterState>(EMPTY_FILTER);
  const [offer, setOffer] = useState<NearbyJob | null>(null);
  usePageMeta(t('supplierJobs.metaTitle'), t('supplierJobs.metaDescription'));
  if (params.get('tab') === 'my-bids') return <Navigate to={link('supplierMyOffers')} replace />;

  return (
    <>
      <PageHeader title={t('supplierJobs.title')} subtitle={t('supplierJobs.subtitle')} />
      <OnboardingChecklist current="firstOffer" compact />
      <Filters value={filter} onChange={setFilter} />
      <JobsList list="nearby" filter={toQuery(filter)} onOffer={setOffer} />
      <BidModal target={offer} onClose={() => setOffer(null)} />
    </>
  );
}
