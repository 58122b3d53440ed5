import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain';
import {
  ButtonLink,
  EmptyState,
  JobStatusBadge,
  PageHeader,
  QueryState,
  useLinks,
  useMoney,
  usePageMeta,
} from '@boatcare/shared-ui';
import { SubTabs, panelId, tabId } from '../admin-forms/SubTabs.tsx';
import { Pager } from '../../shared/Pager.tsx';
import styles from '../../shared/admin.module.css';
import own from './disputes.module.css';
import { useDisputes, type DisputeState } from './api.ts';

const STATES: DisputeState[] = ['open', 'decided'];
const TABS = 'disputes';

/** admin/disputes: the jobs owners disputed, open ones to decide and those decided. */
export default function DisputesPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  usePageMeta(t('disputes.metaTitle'), t('disputes.metaDescription'));
  const [search, setSearch] = useSearchParams();
  const state: DisputeState = search.get('state') === 'decided' ? 'decided' : 'open';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const disputes = useDisputes(state, page);

  return (
    <>
      <PageHeader title={t('disputes.title')} subtitle={t('disputes.subtitle')} />
      <SubTabs
        idBase={TABS}
        label={t('disputes.filter')}
        tabs={STATES.map((key) => ({ key, label: t(`disputes.tabs.${key}`) }))}
        selected={state}
        onSelect={(next) => setSearch({ state: next }, { replace: true })}
      />
      <div role="tabpanel" id={panelId(TABS, state)} aria-labelledby={tabId(TABS, state)}>
        <QueryState query={disputes} errorKey="disputes.loadFailed">
          {({ data, meta }) =>
            data.length === 0 ? (
              <EmptyState title={t(`disputes.empty.${state}`)} message={t('disputes.emptyText')} />
            ) : (
              <>
                <div
                  className={styles.scroller}
                  role="region"
                  aria-label={t(`disputes.tabs.${state}`)}
                  tabIndex={0}
                >
                  <table className={styles.table}>
                    <thead>
                      <tr>
                        <th scope="col">{t('disputes.columns.boat')}</th>
                        <th scope="col">{t('disputes.columns.owner')}</th>
                        <th scope="col">{t('disputes.columns.provider')}</th>
                        <th scope="col">{t('disputes.columns.amount')}</th>
                        <th scope="col">{t('disputes.columns.date')}</th>
                        <th scope="col">{t('disputes.columns.reason')}</th>
                        <th scope="col">{t('disputes.columns.status')}</th>
                        <th scope="col">
                          <span className={styles.muted}>{t('disputes.review')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.map(({ job, reason, disputed_date }) => {
                        const name = job.boat.boatName || job.title;
                        return (
                          <tr key={job.id}>
                            <td>{name}</td>
                            <td>{job.auctioneer.company_name}</td>
                            <td>{job.bidder.title || job.bidder.name}</td>
                            <td className={styles.number}>{money(job.payment_amount)}</td>
                            <td>{formatDate(disputed_date)}</td>
                            <td className={own.reason}>{reason}</td>
                            <td>
                              <JobStatusBadge status={job.status} />
                            </td>
                            <td>
                              <ButtonLink
                                size="small"
                                variant="secondary"
                                to={link('adminDisputeDetail', { id: job.id })}
                                aria-label={t('disputes.reviewOf', { name })}
                              >
                                {t('disputes.review')}
                              </ButtonLink>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
                <Pager meta={meta} onPage={(next) => setSearch({ state, page: String(next) })} />
              </>
            )
          }
        </QueryState>
      </div>
    </>
  );
}
