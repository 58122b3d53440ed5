import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-ui';
import { type EarningsResponse } from '@boatcare/shared-domain/schemas/ledger';
import {
  Badge,
  CardGrid,
  PageHeader,
  QueryState,
  StatCard,
  useEndpoint,
  useMoney,
  usePageMeta,
  type Tone,
} from '@boatcare/shared-ui';
import * as payouts from '@boatcare/shared-domain/endpoints/payouts';
import { EarningsList } from './parts/EarningsList.tsx';
import styles from './EarningsPage.module.css';

type Job = EarningsResponse['jobs'][number];

const stateOf = (job: Job) => (job.paidOut ? 'paid_out' : job.state);
const TONES: Record<string, Tone> = {
  pending: 'warning',
  available: 'info',
  paid_out: 'success',
  cancelled: 'neutral',
};

/** /supplier/earnings: the balance (pending, available, paid out), each payout, each job's share. */
export default function EarningsPage() {
  const { t } = useTranslation();
  const earnings = useEndpoint(payouts.earnings, {}, { meta: { errorKey: 'earnings.loadFailed' } });
  usePageMeta(t('earnings.metaTitle'), t('earnings.metaDescription'));
  return (
    <>
      <PageHeader title={t('earnings.title')} subtitle={t('earnings.subtitle')} />
      <QueryState query={earnings} errorKey="earnings.loadFailed">
        {(data) => <Earnings data={data} />}
      </QueryState>
    </>
  );
}

function Earnings({ data }: { data: EarningsResponse }) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleOf = (item: { title: string; jobId: string }) =>
    item.title || t('earnings.untitled', { id: item.jobId.slice(-6) });
  return (
    <>
      <CardGrid>
        <StatCard
          label={t('earnings.pending')}
          value={money(data.balance.pending)}
          hint={t('earnings.pendingHint')}
        />
        <StatCard
          label={t('earnings.available')}
          value={money(data.balance.available)}
          hint={t('earnings.availableHint')}
        />
        <StatCard
          label={t('earnings.paidOut')}
          value={money(data.balance.paidOut)}
          hint={t('earnings.paidOutHint')}
        />
      </CardGrid>
      <EarningsList
        id="earnings-jobs"
        title={t('earnings.jobs')}
        emptyTitle={t('earnings.noJobs')}
        testId="earnings-job"
        rows={data.jobs.map((job) => ({
          key: job.jobId,
          jobId: job.jobId,
          title: titleOf(job),
          detail: `${t('earnings.bid')} ${money(job.bidAmount)} · ${t('earnings.commission')} ${money(job.commission)}`,
          end: (
            <div className={styles.end}>
              <strong>{money(job.share)}</strong>
              <Badge tone={TONES[stateOf(job)]}>{t(`earnings.state.${stateOf(job)}`)}</Badge>
            </div>
          ),
        }))}
      />
      <EarningsList
        id="earnings-payouts"
        title={t('earnings.payouts')}
        emptyTitle={t('earnings.noPayouts')}
        testId="earnings-payout"
        rows={data.payouts.map((payout) => ({
          key: payout.id,
          jobId: payout.jobId,
          title: titleOf(payout),
          detail: `${formatDate(payout.created_date)}${payout.reference ? ` · ${payout.reference}` : ''}`,
          end: <strong className={styles.end}>{money(payout.amount)}</strong>,
        }))}
      />
    </>
  );
}
