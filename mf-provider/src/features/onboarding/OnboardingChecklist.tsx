import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  PROVIDER_STEPS,
  PROVIDER_STEP_SCREENS,
  type ProviderStep,
} from '@boatcare/shared-domain/core';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import {
  ButtonLink,
  useCurrentUser,
  useEndpoint,
  useLinks,
  useProviderStatus,
} from '@boatcare/shared-ui';
import styles from './OnboardingChecklist.module.css';

/**
 * A new provider's checklist: profile and service area, the one-time gate fee, the subscription,
 * the first offer. It shows what is done, marks the page's own step, and leads to the next step
 * with one button. Gone once the first offer is made.
 */
export function OnboardingChecklist({
  current,
  compact = false,
}: {
  /** The step this page is for. */
  current?: ProviderStep;
  /** On the jobs page: only while the first offer is still to make. */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const link = useLinks();
  const status = useProviderStatus(true);
  const user = useCurrentUser();
  // The server's flags, or the session's where a payment just told it more (the status may be
  // up to 30 seconds old).
  const server = status.data?.flags;
  const flags = server && {
    has_bidder_profile: server.has_bidder_profile || Boolean(user?.has_bidder_profile),
    gate_fee_paid: server.gate_fee_paid || Boolean(user?.gate_fee_paid),
    subscription_active: server.subscription_active || Boolean(user?.subscription_active),
  };
  const gateOpen = Boolean(
    flags?.has_bidder_profile && flags.gate_fee_paid && flags.subscription_active,
  );
  const bids = useEndpoint(
    jobpost.myBids,
    { query: { page: 1, limit: 1 } },
    { enabled: gateOpen, select: (answer) => answer.data.length > 0 },
  );
  if (!flags || (gateOpen && bids.data === undefined)) return null;
  const done: Record<ProviderStep, boolean> = {
    profile: flags.has_bidder_profile,
    gateFee: flags.gate_fee_paid,
    subscription: flags.subscription_active,
    firstOffer: bids.data === true,
  };
  const next = PROVIDER_STEPS.find((step) => !done[step]);
  if (!next || (compact && next !== 'firstOffer')) return null;
  const count = PROVIDER_STEPS.filter((step) => done[step]).length;

  return (
    <section className={styles.checklist} aria-labelledby="onboarding-title">
      <div className={styles.head}>
        <h2 id="onboarding-title">{t('providerOnboarding.title')}</h2>
        <p className={styles.count}>
          {t('providerOnboarding.progress', { done: count, total: PROVIDER_STEPS.length })}
        </p>
      </div>
      <ol className={styles.steps}>
        {PROVIDER_STEPS.map((step, index) => (
          <li
            key={step}
            className={styles.step}
            data-state={done[step] ? 'done' : step === next ? 'next' : 'later'}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {done[step] ? '✓' : index + 1}
            </span>
            <span className={styles.label}>
              {/* Only the next step is a way on: a later one would send the provider back. */}
              {step === next && step !== current ? (
                <Link to={link(PROVIDER_STEP_SCREENS[step])}>
                  {t(`providerOnboarding.steps.${step}`)}
                </Link>
              ) : (
                t(`providerOnboarding.steps.${step}`)
              )}
              <span className={styles.status}>
                {t(
                  done[step]
                    ? 'providerOnboarding.done'
                    : step === next
                      ? 'providerOnboarding.next'
                      : 'providerOnboarding.later',
                )}
              </span>
            </span>
          </li>
        ))}
      </ol>
      {next !== current && (
        <ButtonLink className={styles.continue} to={link(PROVIDER_STEP_SCREENS[next])}>
          {t(`providerOnboarding.continue.${next}`)}
        </ButtonLink>
      )}
      {next === current && <p className={styles.hint}>{t(`providerOnboarding.here.${next}`)}</p>}
    </section>
  );
}
