import { useTranslation } from 'react-i18next';
import type { BoatDetail } from '@boatcare/shared-domain/schemas/boat';
import { Badge, ButtonLink, formatDate, useLinks } from '@boatcare/shared-ui';
import styles from '../BoatsPage.module.css';

/** What is due on the boat and when, each with "request this again" (the wizard pre-filled). */
export function DueList({ boat }: { boat: BoatDetail }) {
  const { t } = useTranslation();
  const link = useLinks();
  return (
    <section className={styles.section} aria-labelledby="boat-due">
      <h2 id="boat-due" className={styles.heading}>
        {t('boats.due.title')}
      </h2>
      {boat.due.length === 0 ? (
        <p className={styles.muted}>{t('boats.due.none')}</p>
      ) : (
        <ul className={styles.items}>
          {boat.due.map((due) => (
            <li key={due.item} className={styles.item}>
              <div className={styles.itemHead}>
                <h3 className={styles.itemTitle}>{t(`boats.due.item.${due.item}`)}</h3>
                <Badge tone={due.overdue ? 'danger' : 'info'}>
                  {t(due.overdue ? 'boats.due.overdue' : 'boats.due.dueOn', {
                    date: formatDate(due.dueDate),
                  })}
                </Badge>
              </div>
              <p className={styles.muted}>
                {t('boats.due.lastDone', { date: formatDate(due.lastDone) })}
              </p>
              <div className={styles.row}>
                <ButtonLink
                  size="small"
                  to={`${link('createRequest')}?boat=${boat.id}&again=${due.item}`}
                >
                  {t('boats.due.requestAgain')}
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
