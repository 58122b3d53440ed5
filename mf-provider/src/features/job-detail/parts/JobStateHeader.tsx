import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@boatcare/shared-domain/core';
import { Button, useMoney } from '@boatcare/shared-ui';
import type { PrimaryAction, ProviderJobState } from '../job-state.ts';
import styles from './JobStateHeader.module.css';

interface Props {
  /** The list the page was opened from: where the back link goes, and its text. */
  back: { to: string; label: string };
  boatName: string;
  /** Where the boat lies. */
  place: string;
  state: ProviderJobState;
  action: PrimaryAction | null;
  onAction(action: PrimaryAction): void;
  /** Base minor units: the provider's offer, what the owner paid, the provider's payout. */
  amounts?: { offer?: number; paid?: number; payout?: number };
  /** When a job marked done is confirmed without the owner. */
  autoConfirmAt?: string | null;
}

/** The action buttons' texts: an offer reads as on the job cards, the steps as their dialogs. */
const ACTION_LABELS: Record<PrimaryAction, string> = {
  makeOffer: 'supplierJobs.makeOffer',
  changeOffer: 'supplierJobs.changeOffer',
  start: 'jobLifecycle.provider.start',
  addBeforePhotos: 'providerJob.action.addBeforePhotos',
  addAfterPhotos: 'providerJob.action.addAfterPhotos',
  markDone: 'jobLifecycle.provider.markDone',
};

const TONES: Record<ProviderJobState, 'info' | 'success' | 'warning' | 'neutral' | 'danger'> = {
  open: 'info',
  offered: 'warning',
  closed: 'neutral',
  won: 'warning',
  paid: 'success',
  in_progress: 'info',
  done: 'warning',
  disputed: 'danger',
  confirmed: 'success',
  paid_out: 'success',
  cancelled: 'neutral',
};

/**
 * The head of the provider's job page: the boat and where it lies, the job's state in words and
 * the one thing to do next ("Make an offer", "Add before photos", "Mark done", ...).
 */
export function JobStateHeader({
  back,
  boatName,
  place,
  state,
  action,
  onAction,
  amounts = {},
  autoConfirmAt,
}: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const values = {
    offer: money(amounts.offer ?? 0),
    paid: money(amounts.paid ?? 0),
    payout: money(amounts.payout ?? 0),
    date: autoConfirmAt ? formatDate(autoConfirmAt) : '',
  };
  return (
    <>
      <p className={styles.back}>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <header className={styles.header}>
        <div className={styles.heading}>
          <h1>{boatName}</h1>
          {place && <p className={styles.place}>{place}</p>}
        </div>
        <section
          className={`${styles.state} ${styles[TONES[state]]}`}
          aria-labelledby="job-state-title"
          data-testid="job-state"
        >
          <h2 id="job-state-title" className={styles.title}>
            {t(`providerJob.state.${state}.title`, values)}
          </h2>
          <p className={styles.text}>{t(`providerJob.state.${state}.text`, values)}</p>
          {action && (
            <Button className={styles.action} onClick={() => onAction(action)}>
              {t(ACTION_LABELS[action])}
            </Button>
          )}
        </section>
      </header>
    </>
  );
}
