import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GateFeeResponse } from '@boatcare/shared-domain/schemas/bidder-payments';
import {
  Button,
  ButtonLink,
  Card,
  PageHeader,
  QueryState,
  errorText,
  useEndpointMutation,
  useLanguage,
  useLinks,
  useMoney,
  usePageMeta,
  useProviderStatus,
} from '@boatcare/shared-ui';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';
import { CardPayment, declineText, type CardOutcome } from '@boatcare/shared-ui/payments';
import { OnboardingChecklist } from '../onboarding/OnboardingChecklist.tsx';
import styles from '../subscribe/SubscribePage.module.css';

/** /gate-payment: the one-time gate fee with the card form; the result page confirms it. */
export default function GatePaymentPage() {
  const { t } = useTranslation();
  const link = useLinks();
  const lng = useLanguage();
  const money = useMoney();
  const status = useProviderStatus(true);
  const start = useEndpointMutation(bidderPayments.gateFee);
  const [intent, setIntent] = useState<GateFeeResponse | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  usePageMeta(t('gatePayment.metaTitle'), t('gatePayment.metaDescription'));
  const due = status.data && !status.data.flags.gate_fee_paid;
  const { mutate } = start;
  useEffect(() => {
    if (due && !intent) mutate({}, { onSuccess: setIntent });
  }, [due, intent, mutate]);

  const onOutcome = (outcome: CardOutcome) => {
    if (outcome.kind === 'declined')
      return setDeclined(declineText(t, outcome.code, outcome.message));
    if (outcome.kind === 'redirect') window.location.assign(outcome.url);
  };

  return (
    <>
      <PageHeader title={t('gatePayment.title')} subtitle={t('gatePayment.subtitle')} />
      <OnboardingChecklist current="gateFee" />
      <QueryState query={status} errorKey="gatePayment.loadFailed">
        {(data) =>
          data.flags.gate_fee_paid ? (
            <Card className={styles.result}>
              <h2>{t('gatePayment.alreadyPaid')}</h2>
              <ButtonLink to={link('supplierSubscribe')}>{t('gatePayment.toSubscribe')}</ButtonLink>
            </Card>
          ) : (
            <Card className={styles.join} aria-labelledby="gate-fee">
              <h2 id="gate-fee">{t('gatePayment.feeTitle')}</h2>
              <p className={styles.price}>
                <strong>{money(data.plan.gateFee)}</strong> <span>{t('gatePayment.once')}</span>
              </p>
              <p className={styles.fineprint}>{t('gatePayment.explain')}</p>
              {start.isError && (
                <div role="alert">
                  <p className={styles.problem}>
                    {errorText(t, start.error, 'gatePayment.startFailed')}
                  </p>
                  <Button onClick={() => window.location.reload()}>
                    {t('gatePayment.tryAgain')}
                  </Button>
                </div>
              )}
              {declined && (
                <p className={styles.problem} role="alert">
                  {declined}
                </p>
              )}
              {intent && (
                <CardPayment
                  paymentIntentId={intent.paymentIntentId}
                  clientSecret={intent.clientSecret}
                  returnPath={`/${lng}/gate-payment/complete`}
                  submitLabel={t('gatePayment.pay', { amount: money(intent.amount) })}
                  onOutcome={onOutcome}
                />
              )}
            </Card>
          )
        }
      </QueryState>
    </>
  );
}
