import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import {
  ownerActionOf,
  type OwnerAction,
  type OwnerJobState,
} from '@boatcare/shared-domain/lifecycle';
import { Button, ButtonLink } from '@boatcare/shared-ui';
import styles from './JobHeader.module.css';

const TONE: Record<OwnerJobState, 'wait' | 'act' | 'good' | 'bad'> = {
  posted: 'wait',
  offers: 'act',
  accepted: 'act',
  paid: 'good',
  in_progress: 'good',
  done: 'act',
  confirmed: 'act',
  reviewed: 'good',
  cancelled: 'bad',
  disputed: 'bad',
};

/**
 * The top of the owner's job page: where the job stands, in words, and the one thing to do now
 * (compare the offers, pay, confirm the work, leave a review). Other actions sit below it.
 */
export function JobHeader({
  state,
  offerCount,
  payAmount,
  provider,
  onAction,
  busy = false,
  seasonPlan,
  children,
}: {
  state: OwnerJobState;
  offerCount: number;
  /** The total to pay, formatted in the owner's currency. */
  payAmount?: string;
  /** The chosen provider's name, once an offer is accepted. */
  provider?: string;
  onAction(action: OwnerAction): void;
  busy?: boolean;
  /**
   * The plan page of a visit paid with its care plan's season: the server refuses to take it
   * alone, so the header sends the owner there instead of offering "Pay".
   */
  seasonPlan?: string;
  /** The secondary actions of this state (edit, cancel, dispute, message). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const withSeason = state === 'accepted' && seasonPlan !== undefined;
  const action = withSeason ? null : ownerActionOf(state);
  const values = { count: offerCount, amount: payAmount ?? '', provider: provider ?? '' };
  const words = withSeason ? 'jobPage.season' : `jobPage.state.${state}`;
  return (
    <section
      className={clsx(styles.header, styles[TONE[state]])}
      aria-labelledby="job-state"
      data-state={state}
    >
      <div className={styles.words}>
        <h2 id="job-state" className={styles.state}>
          {t(`${words}.title`, values)}
        </h2>
        <p className={styles.text}>{t(`${words}.text`, values)}</p>
      </div>
      {withSeason && (
        <ButtonLink className={styles.primary} to={seasonPlan}>
          {t('jobPage.season.link')}
        </ButtonLink>
      )}
      {action && (
        <Button className={styles.primary} loading={busy} onClick={() => onAction(action)}>
          {t(`jobPage.action.${action}`, values)}
        </Button>
      )}
      {children && <div className={styles.secondary}>{children}</div>}
    </section>
  );
}
