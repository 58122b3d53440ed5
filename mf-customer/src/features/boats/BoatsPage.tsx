import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as boats from '@boatcare/shared-domain/endpoints/boats';
import {
  ButtonLink,
  Card,
  EmptyState,
  PageHeader,
  Picture,
  QueryState,
  boatStyles,
  useEndpoint,
  useLinks,
  usePageMeta,
} from '@boatcare/shared-ui';
import styles from './BoatsPage.module.css';

/** boats: the owner's boats, each to its page, and a way to add one. */
export default function BoatsPage() {
  const { t } = useTranslation();
  const link = useLinks();
  usePageMeta(t('boats.title'), t('boats.intro'));
  const list = useEndpoint(
    boats.list,
    {},
    { select: ({ data }) => data, meta: { errorKey: 'boats.loadError' } },
  );
  const add = <ButtonLink to={link('boatNew')}>{t('boats.add')}</ButtonLink>;
  return (
    <>
      {/* With no boats yet, the empty state's button is the one way to add one. */}
      <PageHeader
        title={t('boats.title')}
        subtitle={t('boats.intro')}
        actions={list.data?.length === 0 ? undefined : add}
      />
      <QueryState query={list} errorKey="boats.loadError">
        {(mine) =>
          mine.length === 0 ? (
            <EmptyState title={t('boats.empty')} action={add} />
          ) : (
            <ul className={styles.list}>
              {mine.map((boat, index) => (
                <li key={boat.id}>
                  <Card className={styles.boat}>
                    {boat.photos[0] ? (
                      <Picture
                        className={styles.cover}
                        image={boat.photos[0]}
                        alt=""
                        width={480}
                        height={270}
                        sizes="(max-width: 600px) 100vw, 400px"
                        eager={index === 0}
                      />
                    ) : (
                      <div className={styles.cover} aria-hidden="true">
                        ⚓
                      </div>
                    )}
                    <div className={styles.body}>
                      <h2 className={styles.name}>
                        <Link to={link('boatDetail', { id: boat.id })}>{boat.boatName}</Link>
                      </h2>
                      <p className={boatStyles.muted}>
                        {t(`boatTypes.${boat.boatType}`)} · {t(`materials.${boat.material}`)} ·{' '}
                        {t('boats.feet', { count: boat.lengthFeet })}
                      </p>
                      {boat.location && <p className={boatStyles.muted}>{boat.location.address}</p>}
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </>
  );
}
