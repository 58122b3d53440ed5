import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { type DisputeSummary } from '@boatcare/shared-domain/schemas/job-work';
import {
  ButtonLink,
  EmptyState,
  JobStatusBadge,
  PageHeader,
  Tabs,
  useLinks,
  useMoney,
  useEndpoint,
  usePageMeta,
} from '@boatcare/shared-ui';
import { AdminList, type Column } from '../../shared/AdminList.tsx';
import { CursorPager, useCursorPages } from '../../shared/CursorPager.tsx';
import styles from '../../shared/admin.module.css';
import own from './disputes.module.css';
import { keepPreviousData } from '@tanstack/react-query';
import * as jobWork from '@boatcare/shared-domain/endpoints/job-work';

const PAGE_SIZE = 20;
type DisputeState = 'open' | 'decided';
const STATES: DisputeState[] = ['open', 'decided'];
const TABS = 'disputes';
const nameOf = ({ job }: DisputeSummary) => job.boat.boatName || job.title;

/** admin/disputes: the jobs owners disputed, open ones to decide and those decided. */
export default function DisputesPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const money = useMoney();
  usePageMeta(t('disputes.metaTitle'), t('disputes.metaDescription'));
  const [search, setSearch] = useSearchParams();
  const state: DisputeState = search.get('state') === 'decided' ? 'decided' : 'open';
  const pages = useCursorPages(state, PAGE_SIZE);
  const disputes = useEndpoint(
    jobWork.disputes,
    { query: { state, after: pages.after, limit: pages.limit } },
    { placeholderData: keepPreviousData, meta: { errorKey: 'disputes.loadFailed' } },
  );
  const columns: Column<DisputeSummary>[] = [
    { key: 'boat', header: t('disputes.columns.boat'), cell: nameOf },
    {
      key: 'owner',
      header: t('disputes.columns.owner'),
      cell: ({ job }) => job.auctioneer.company_name,
    },
    {
      key: 'provider',
      header: t('disputes.columns.provider'),
      cell: ({ job }) => job.bidder.title || job.bidder.name,
    },
    {
      key: 'amount',
      header: t('disputes.columns.amount'),
      cell: ({ job }) => money(job.payment_amount),
      align: 'end',
    },
    {
      key: 'date',
      header: t('disputes.columns.date'),
      cell: (row) => formatDate(row.disputed_date),
    },
    {
      key: 'reason',
      header: t('disputes.columns.reason'),
      cell: (row) => row.reason,
      className: own.reason,
    },
    {
      key: 'status',
      header: t('disputes.columns.status'),
      cell: ({ job }) => <JobStatusBadge status={job.status} />,
    },
    {
      key: 'review',
      header: <span className={styles.muted}>{t('disputes.review')}</span>,
      cell: (row) => (
        <ButtonLink
          size="small"
          variant="secondary"
          to={link('adminDisputeDetail', { id: row.job.id })}
          aria-label={t('disputes.reviewOf', { name: nameOf(row) })}
        >
          {t('disputes.review')}
        </ButtonLink>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('disputes.title')} subtitle={t('disputes.subtitle')} />
      <Tabs
        id={TABS}
        label={t('disputes.filter')}
        tabs={STATES.map((id) => ({ id, label: t(`disputes.tabs.${id}`) }))}
        selected={state}
        onSelect={(next) => setSearch({ state: next }, { replace: true })}
      >
        <AdminList
          query={disputes}
          errorKey="disputes.loadFailed"
          rows={(page) => page.items}
          rowKey={(row) => row.job.id}
          columns={columns}
          label={t(`disputes.tabs.${state}`)}
          empty={
            <EmptyState title={t(`disputes.empty.${state}`)} message={t('disputes.emptyText')} />
          }
          pager={(page, loading) => <CursorPager pages={pages} page={page} loading={loading} />}
        />
      </Tabs>
    </>
  );
}
