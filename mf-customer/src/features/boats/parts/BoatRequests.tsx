import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BoatDetail } from '@boatcare/shared-domain/schemas/boat';
import { FINISHED_JOB_STATUSES } from '@boatcare/shared-domain/schemas/job';
import { formatDate, useLinks, boatStyles } from '@boatcare/shared-ui';

type Request = BoatDetail['requests'][number];
const finished = (request: Request) =>
  request.status === 'cancelled' ||
  (request.jobStatus !== null &&
    ((FINISHED_JOB_STATUSES as readonly string[]).includes(request.jobStatus) ||
      request.jobStatus === 'cancelled'));
const open = (request: Request) => request.jobStatus === null && request.status !== 'cancelled';

/** The requests made from the boat: open ones, jobs under way, and past ones, each to its page. */
export function BoatRequests({ requests }: { requests: Request[] }) {
  const { t } = useTranslation();
  const link = useLinks();
  const groups = [
    ['boats.requests.open', requests.filter(open)],
    ['boats.requests.current', requests.filter((one) => !open(one) && !finished(one))],
    ['boats.requests.past', requests.filter(finished)],
  ] as const;
  return (
    <section className={boatStyles.section} aria-labelledby="boat-requests">
      <h2 id="boat-requests" className={boatStyles.heading}>
        {t('boats.requests.title')}
      </h2>
      {requests.length === 0 && <p className={boatStyles.muted}>{t('boats.requests.none')}</p>}
      {groups.map(([title, list]) =>
        list.length === 0 ? null : (
          <div key={title}>
            <h3 className={boatStyles.subheading}>{t(title)}</h3>
            <ul className={boatStyles.items}>
              {list.map((request) => (
                <li key={request.id} className={boatStyles.item}>
                  <div className={boatStyles.itemHead}>
                    <Link to={link('requestDetail', { id: request.id })}>{request.title}</Link>
                    <span className={boatStyles.muted}>{formatDate(request.preferredDate)}</span>
                  </div>
                  <span className={boatStyles.muted}>
                    {request.jobStatus
                      ? t(`jobLifecycle.status.${request.jobStatus}`)
                      : t(`requestStatus.${request.status}`)}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
    </section>
  );
}
