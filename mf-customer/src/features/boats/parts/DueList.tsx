import { useTranslation } from 'react-i18next';
import type { BoatDetail } from '@boatcare/shared-domain/schemas/boat';
import { Badge, ButtonLink, formatDate, useLinks, boatStyles } from '@boatcare/shared-ui';

/** What is due on the boat and when, each with "request this again" (the wizard pre-filled). */
export function DueList({ boat }: { boat: BoatDetail }) {
  const { t } = useTranslation();
  const link = useLinks();
  return (
    <section className={boatStyles.section} aria-labelledby="boat-due">
      <h2 id="boat-due" className={boatStyles.heading}>
        {t('boats.due.title')}
      </h2>
      {boat.due.length === 0 ? (
        <p className={boatStyles.muted}>{t('boats.due.none')}</p>
      ) : (
        <ul className={boatStyles.items}>
          {boat.due.map((due) => (
            <li key={due.item} className={boatStyles.item}>
              <div className={boatStyles.itemHead}>
                <h3 className={boatStyles.itemTitle}>{t(`userEvents.careItems.${due.item}`)}</h3>
                <Badge tone={due.overdue ? 'danger' : 'info'}>
                  {t(due.overdue ? 'boats.due.overdue' : 'boats.due.dueOn', {
                    date: formatDate(due.dueDate),
                  })}
                </Badge>
              </div>
              <p className={boatStyles.muted}>
                {t('boats.due.lastDone', { date: formatDate(due.lastDone) })}
              </p>
              <div className={boatStyles.row}>
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
