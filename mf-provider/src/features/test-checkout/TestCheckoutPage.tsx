import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TEST_CARDS, formatCardNumber } from '@boatcare/shared-domain/payments';
import { testCheckoutBody } from '@boatcare/shared-domain/schemas/bidder-payments';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';
import {
  Button,
  ButtonLink,
  Card,
  QueryState,
  TextField,
  errorText,
  useEndpoint,
  useEndpointMutation,
  useMoney,
  usePageMeta,
  useSchemaForm,
} from '@boatcare/shared-ui';
import styles from './TestCheckoutPage.module.css';

/**
 * TEST MODE: the stand-in for Stripe's hosted checkout page. Clearly labelled; takes Stripe's
 * test cards and sends the provider back to the success URL with session_id, as Stripe does.
 */
export default function TestCheckoutPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  usePageMeta(t('testCheckout.metaTitle'), t('testCheckout.metaDescription'));
  const session = useEndpoint(
    bidderPayments.testSession,
    { params: { session_id: sessionId } },
    { retry: false, meta: { errorKey: 'testCheckout.loadFailed' } },
  );
  const form = useSchemaForm(testCheckoutBody, {
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const [declined, setDeclined] = useState<string | null>(null);
  const pay = useEndpointMutation(bidderPayments.testSessionPay, {
    onMutate: () => setDeclined(null),
    onSuccess(result) {
      if (result.redirectUrl) window.location.assign(result.redirectUrl);
      else setDeclined(result.error?.message ?? t('testCheckout.declined'));
    },
    onError: (error) => {
      if (!form.showServerErrors(error)) setDeclined(errorText(t, error, 'testCheckout.failed'));
    },
  });
  const submit = form.handleSubmit((body) =>
    pay.mutate({ params: { session_id: sessionId }, body }),
  );

  return (
    <div className={styles.page}>
      <p className={styles.ribbon} role="note">
        {t('testCheckout.ribbon')}
      </p>
      <QueryState query={session} errorKey="testCheckout.loadFailed">
        {(data) => (
          <Card className={styles.card} aria-labelledby="test-checkout-title">
            <h1 id="test-checkout-title">{t('testCheckout.title')}</h1>
            <p className={styles.amount}>
              <strong>{money(data.amount)}</strong> {t('supplierSubscribe.perMonth')}
            </p>
            {data.percentOff > 0 && (
              <p>{t('supplierSubscribe.promoApplied', { percent: data.percentOff })}</p>
            )}
            <p className={styles.muted}>{t('testCheckout.payingAs', { email: data.email })}</p>
            <form noValidate onSubmit={submit} className={styles.form}>
              {declined && (
                <p className={styles.problem} role="alert">
                  {declined}
                </p>
              )}
              <TextField
                label={t('cardForm.number')}
                inputMode="numeric"
                autoComplete="cc-number"
                {...form.field('cardNumber')}
              />
              <div className={styles.row}>
                <TextField
                  label={t('cardForm.expiry')}
                  placeholder={t('cardForm.expiryPlaceholder')}
                  {...form.field('expiry')}
                />
                <TextField label={t('cardForm.cvc')} inputMode="numeric" {...form.field('cvc')} />
              </div>
              <p className={styles.muted}>
                {t('testCheckout.cards', { card: formatCardNumber(TEST_CARDS.succeeds) })}
              </p>
              <Button type="submit" block loading={pay.isPending}>
                {t('testCheckout.pay', { amount: money(data.amount) })}
              </Button>
              <ButtonLink variant="secondary" block to={data.cancelUrl}>
                {t('testCheckout.cancel')}
              </ButtonLink>
            </form>
          </Card>
        )}
      </QueryState>
    </div>
  );
}
