import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  PageHeader,
  QueryState,
  TextField,
  errorText,
  statusOf,
  toast,
  useEndpointMutation,
  useLanguage,
  useLinks,
  useMoney,
  usePageMeta,
  useProviderStatus,
  useSchemaForm,
} from '@boatcare/shared-ui';
import { createBidderSubscriptionBody } from '@boatcare/shared-domain/schemas/bidder-payments';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';
import { CardSubscription } from './parts/CardSubscription.tsx';
import { SubscriptionActive } from './parts/SubscriptionActive.tsx';
import { OnboardingChecklist } from '../onboarding/OnboardingChecklist.tsx';
import styles from './SubscribePage.module.css';

/** The promotion code both ways of paying take. */
const promoForm = createBidderSubscriptionBody.unwrap().unwrap().pick({ promoCode: true });

const BENEFITS = ['benefitJobs', 'benefitBids', 'benefitCalendar', 'benefitSupport'] as const;

/** /supplier/subscribe: the monthly subscription, by the hosted checkout or the card form. */
export default function SubscribePage() {
  const { t } = useTranslation();
  const link = useLinks();
  const lng = useLanguage();
  const money = useMoney();
  const status = useProviderStatus(true);
  const checkout = useEndpointMutation(bidderPayments.createSubscriptionSession);
  const form = useSchemaForm(promoForm, { defaultValues: { promoCode: '' } });
  const [withCard, setWithCard] = useState(false);
  usePageMeta(t('supplierSubscribe.metaTitle'), t('supplierSubscribe.metaDescription'));

  const code = form.watch('promoCode')?.trim() || undefined;
  const onPromoError = (error: unknown) => {
    if (statusOf(error) === 400)
      form.setError('promoCode', { message: 'bidderPayments.promoInvalid' }, { shouldFocus: true });
    else toast.error(errorText(t, error, 'supplierSubscribe.startFailed'));
  };
  // No <form> element: the card variant's own form comes below this field.
  const subscribeNow = form.handleSubmit(({ promoCode }) =>
    checkout.mutate(
      { body: { lng, ...(promoCode ? { promoCode } : {}) } },
      {
        onSuccess: ({ url }) => window.location.assign(url),
        onError: onPromoError,
      },
    ),
  );

  return (
    <>
      <PageHeader title={t('supplierSubscribe.title')} subtitle={t('supplierSubscribe.subtitle')} />
      <OnboardingChecklist current="subscription" />
      <QueryState query={status} errorKey="supplierSubscribe.loadFailed">
        {(data) =>
          data.subscription.active ? (
            <SubscriptionActive />
          ) : !data.flags.has_bidder_profile ? (
            <Card className={styles.result} aria-labelledby="profile-first">
              <h2 id="profile-first">{t('supplierSubscribe.profileFirst')}</h2>
              <ButtonLink to={link('supplierProfile')}>
                {t('supplierSubscribe.toProfile')}
              </ButtonLink>
            </Card>
          ) : (
            <div className={styles.layout}>
              <Card className={styles.benefits} aria-labelledby="subscribe-benefits">
                <h2 id="subscribe-benefits">{t('supplierSubscribe.benefitsTitle')}</h2>
                <ul>
                  {BENEFITS.map((key) => (
                    <li key={key}>{t(`supplierSubscribe.${key}`)}</li>
                  ))}
                </ul>
                <p className={styles.gateFee}>
                  {t('supplierSubscribe.gateFee', { amount: money(data.plan.gateFee) })}{' '}
                  {data.flags.gate_fee_paid ? (
                    <Badge tone="success">{t('supplierProfile.gateFeePaid')}</Badge>
                  ) : (
                    <ButtonLink size="small" variant="secondary" to={link('gatePayment')}>
                      {t('supplierSubscribe.payGateFee')}
                    </ButtonLink>
                  )}
                </p>
              </Card>
              <Card className={styles.join} aria-labelledby="subscribe-join">
                <h2 id="subscribe-join">{t('supplierSubscribe.planTitle')}</h2>
                <p className={styles.price}>
                  <strong>{money(data.plan.monthlyPrice)}</strong>{' '}
                  <span>{t('supplierSubscribe.perMonth')}</span>
                </p>
                <TextField
                  label={t('supplierSubscribe.promoCode')}
                  hint={t('supplierSubscribe.promoHint')}
                  autoComplete="off"
                  {...form.field('promoCode', { onChange: () => form.clearErrors('promoCode') })}
                />
                {withCard ? (
                  <CardSubscription promoCode={code} onPromoError={onPromoError} />
                ) : (
                  <>
                    <Button block onClick={() => void subscribeNow()} loading={checkout.isPending}>
                      {t('supplierSubscribe.subscribeNow')}
                    </Button>
                    <Button block variant="secondary" onClick={() => setWithCard(true)}>
                      {t('supplierSubscribe.payWithCard')}
                    </Button>
                  </>
                )}
                <p className={styles.fineprint}>
                  {data.mode === 'test'
                    ? t('supplierSubscribe.testMode')
                    : t('supplierSubscribe.fineprint')}
                </p>
              </Card>
            </div>
          )
        }
      </QueryState>
    </>
  );
}
