import { useTranslation } from 'react-i18next';
import { formatDate, type EarningsResponse } from '@boatcare/shared-domain';
import {
  Badge,
  Card,
  CardGrid,
  EmptyState,
  PageHeader,
  QueryState,
  StatCard,
  useMoney,
  usePageMeta,
  type Tone,
} from '@boatcare/shared-ui';
import { useEarnings } from '../payouts/api.ts';
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
  const earnings = useEarnings();
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
      <Card className={styles.section} aria-labelledby="earnings-jobs">
        <h2 id="earnings-jobs">{t('earnings.jobs')}</h2>
        {data.jobs.length === 0 ? (
          <EmptyState title={t('earnings.noJobs')} />
        ) : (
          <ul className={styles.list}>
            {data.jobs.map((job) => (
              <li
                key={job.jobId}
                className={styles.row}
                data-testid="earnings-job"
                data-job={job.jobId}
              >
                <div>
                  <strong>{titleOf(job)}</strong>
                  <span className={styles.muted}>
                    {t('earnings.bid')} {money(job.bidAmount)} · {t('earnings.commission')}{' '}
                    {money(job.commission)}
                  </span>
                </div>
                <div className={styles.end}>
                  <strong>{money(job.share)}</strong>
                  <Badge tone={TONES[stateOf(job)]}>{t(`earnings.state.${stateOf(job)}`)}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className={styles.section} aria-labelledby="earnings-payouts">
        <h2 id="earnings-payouts">{t('earnings.payouts')}</h2>
        {data.payouts.length === 0 ? (
          <EmptyState title={t('earnings.noPayouts')} />
        ) : (
          <ul className={styles.list}>
            {data.payouts.map((payout) => (
              <li
                key={payout.id}
                className={styles.row}
                data-testid="earnings-payout"
                data-job={payout.jobId}
              >
                <div>
                  <strong>{titleOf(payout)}</strong>
                  <span className={styles.muted}>
                    {formatDate(payout.created_date)}
                    {payout.reference && ` · ${payout.reference}`}
                  </span>
                </div>
                <strong className={styles.end}>{money(payout.amount)}</strong>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
