import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import type { BoatDetail } from '@boatcare/shared-domain/schemas/boat';
import {
  BoatFacts,
  ButtonLink,
  EmptyState,
  Logbook,
  PageHeader,
  QueryState,
  useEndpoint,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import { BoatPhotos } from './parts/BoatPhotos.tsx';
import { BoatRequests } from './parts/BoatRequests.tsx';
import { DueList } from './parts/DueList.tsx';
import { LogbookActions } from './parts/LogbookActions.tsx';
import { AddEntryForm } from './parts/AddEntryForm.tsx';
import { SharePanel } from './parts/SharePanel.tsx';
import styles from './BoatsPage.module.css';

/** boats/{id}: one boat's facts, photos, jobs, logbook, what is due, and sharing. */
export default function BoatPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useTranslation();
  const link = useLinks();
  const boat = useEndpoint(
    boats.get,
    { params: { id } },
    { select: ({ data }) => data, meta: { errorKey: 'boats.loadError' } },
  );
  usePageMeta(boat.data?.boatName ?? t('boats.title'), t('boats.intro'));
  const notFound = (
    <EmptyState
      title={t('boats.notFound')}
      action={<ButtonLink to={link('myBoats')}>{t('boats.back')}</ButtonLink>}
    />
  );
  return (
    <QueryState query={boat} errorKey="boats.loadError" notFound={notFound}>
      {(found) => <Boat boat={found} />}
    </QueryState>
  );
}

function Boat({ boat }: { boat: BoatDetail }) {
  const { t } = useTranslation();
  const link = useLinks();
  const request = `${link('createRequest')}?boat=${boat.id}`;
  return (
    <>
      <PageHeader
        title={boat.boatName}
        actions={
          <>
            <ButtonLink to={request}>{t('boats.requestFromBoat')}</ButtonLink>
            <ButtonLink variant="secondary" to={link('boatEdit', { id: boat.id })}>
              {t('boats.edit')}
            </ButtonLink>
          </>
        }
      />
      <p>
        <Link to={link('myBoats')}>← {t('boats.back')}</Link>
      </p>
      <div className={styles.layout}>
        <div>
          <BoatFacts boat={{ ...boat, harbour: boat.location?.address ?? '' }} />
          <BoatPhotos boat={boat} />
          <DueList boat={boat} />
          <BoatRequests requests={boat.requests} />
          <Logbook
            entries={boat.logbook}
            actions={(entry) => <LogbookActions entry={entry} boatId={boat.id} />}
          />
          <AddEntryForm boatId={boat.id} />
        </div>
        <SharePanel boat={boat} />
      </div>
    </>
  );
}
