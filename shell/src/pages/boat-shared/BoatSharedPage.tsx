import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import type { SharedBoat } from '@boatcare/shared-domain/schemas/boat';
import {
  BoatFacts,
  BoatPhotoGrid,
  EmptyState,
  Logbook,
  PageHeader,
  QueryState,
  boatStyles,
  formatDate,
  statusOf,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';

/**
 * shared/boat/{token}: a boat and its logbook as its owner shared them, read-only, for anyone
 * holding the link (signed in or not). A revoked or expired link says so.
 */
export default function BoatSharedPage() {
  const { token = '' } = useParams<{ token: string }>();
  const { t } = useTranslation();
  const shared = useEndpoint(
    boats.shared,
    { params: { token } },
    { select: ({ data }) => data, retry: false },
  );
  usePageMeta(
    shared.data
      ? t('boats.share.sharedTitle', { name: shared.data.boat.boatName })
      : t('boats.pdf.title'),
    t('boats.share.intro'),
  );
  if (shared.isError && [400, 404, 410].includes(statusOf(shared.error) ?? 0)) {
    const gone = statusOf(shared.error) === 410;
    return <EmptyState title={t(gone ? 'boats.share.gone' : 'boats.share.notFound')} />;
  }
  return (
    <QueryState query={shared} errorKey="boats.share.notFound">
      {(data) => <Shared data={data} />}
    </QueryState>
  );
}

function Shared({ data }: { data: SharedBoat }) {
  const { t } = useTranslation();
  const { boat } = data;
  return (
    <>
      <PageHeader
        title={t('boats.share.sharedTitle', { name: boat.boatName })}
        subtitle={t('boats.share.sharedIntro', { date: formatDate(data.expires_date) })}
      />
      <BoatFacts boat={boat} />
      {boat.photos.length > 0 && (
        <section className={boatStyles.section} aria-labelledby="boat-photos">
          <h2 id="boat-photos" className={boatStyles.heading}>
            {t('boats.photos.title')}
          </h2>
          <BoatPhotoGrid
            photos={boat.photos}
            alt={(_photo, index) => `${boat.boatName} ${index + 1}`}
          />
        </section>
      )}
      <Logbook entries={data.logbook} readOnly />
    </>
  );
}
