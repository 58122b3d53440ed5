import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import type { SharedBoat } from '@boatcare/shared-domain/schemas/boat';
import {
  EmptyState,
  Facts,
  Logbook,
  PageHeader,
  QueryState,
  formatDate,
  statusOf,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';
import styles from './BoatSharedPage.module.css';

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
  const facts: [string, string][] = [
    [t('boats.fields.boatType'), t(`boatTypes.${boat.boatType}`)],
    [t('boats.fields.material'), t(`materials.${boat.material}`)],
    [t('boats.fields.lengthFeet'), t('boats.feet', { count: boat.lengthFeet })],
    [t('boats.fields.flybridge'), t(boat.flybridge ? 'common.yes' : 'common.no')],
    ...(boat.harbour ? [[t('boats.fields.harbour'), boat.harbour] as [string, string]] : []),
    ...(boat.registrationNumber
      ? [[t('boats.fields.registrationNumber'), boat.registrationNumber] as [string, string]]
      : []),
    ...(boat.year ? [[t('boats.fields.year'), String(boat.year)] as [string, string]] : []),
    ...boat.engines.map(
      (engine, index) =>
        [
          `${t('boats.fields.engine')} ${index + 1}`,
          [engine.description, engine.serialNumber].filter(Boolean).join(' · '),
        ] as [string, string],
    ),
  ];
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('boats.share.sharedTitle', { name: boat.boatName })}
        subtitle={t('boats.share.sharedIntro', { date: formatDate(data.expires_date) })}
      />
      <section aria-labelledby="shared-facts">
        <h2 id="shared-facts" className={styles.heading}>
          {t('boats.facts')}
        </h2>
        <Facts items={facts} />
      </section>
      {boat.photos.length > 0 && (
        <ul className={styles.photos} aria-label={t('boats.photos.title')}>
          {boat.photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.url} alt={`${boat.boatName} ${index + 1}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <Logbook entries={data.logbook} />
    </div>
  );
}
