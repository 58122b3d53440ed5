import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NearbyJob } from '@boatcare/shared-domain/schemas/nearby';
import { PageHeader, usePageMeta } from '@boatcare/shared-ui';
import { BidModal } from '../../shared/BidModal.tsx';
import { JobsList } from '../jobs/parts/JobsList.tsx';

/**
 * /supplier/my-offers: the offers the provider made, newest first, each with where it stands
 * (waiting, won, not chosen); an offer can change until the owner chooses. Won jobs live under
 * My jobs.
 */
export default function MyOffersPage() {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<NearbyJob | null>(null);
  usePageMeta(t('supplierMyOffers.metaTitle'), t('supplierMyOffers.metaDescription'));
  return (
    <>
      <PageHeader
        title={t('supplierMyOffers.title')}
        subtitle={t('providerJob.myOffersSubtitle')}
      />
      <JobsList list="my-bids" filter={{}} onOffer={setOffer} />
      <BidModal target={offer} onClose={() => setOffer(null)} />
    </>
  );
}
