import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  TEST_CARDS,
  formatCardNumber,
  testCheckoutBody,
  type TestModeCard,
} from '@boatcare/shared-domain';
import {
  Button,
  ButtonLink,
  Card,
  QueryState,
  TextField,
  api,
  errorText,
  useMoney,
  usePageMeta,
} from '@boatcare/shared-ui';
import styles from './TestCheckoutPage.module.css';
import * as bidderPayments from '@boatcare/shared-domain/endpoints/bidder-payments';

const EMPTY: TestModeCard = { cardNumber: '', expiry: '', cvc: '' };

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
  const session = useQuery({
    queryKey: ['bidder-payments', 'test-checkout', sessionId],
    queryFn: () => api.call(bidderPayments.testSession, { params: { session_id: sessionId } }),
    retry: false,
    meta: { errorKey: 'testCheckout.loadFailed' },
  });
  const [card, setCard] = useState<TestModeCard>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof TestModeCard, string>>>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const pay = useMutation({
    mutationFn: (body: TestModeCard) =>
      api.call(bidderPayments.testSessionPay, { params: { session_id: sessionId }, body }),
    onSuccess(result) {
      if (result.redirectUrl) window.location.assign(result.redirectUrl);
      else setDeclined(result.error?.message ?? t('testCheckout.declined'));
    },
    onError: (error) => setDeclined(errorText(t, error, 'testCheckout.failed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = testCheckoutBody.safeParse(card);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], t(issue.message)])),
      );
      return;
    }
    setErrors({});
    setDeclined(null);
    pay.mutate(parsed.data);
  };
  const field = (name: keyof TestModeCard) => ({
    value: card[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) =>
      setCard((current) => ({ ...current, [name]: event.target.value })),
  });

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
                {...field('cardNumber')}
              />
              <div className={styles.row}>
                <TextField
                  label={t('cardForm.expiry')}
                  placeholder={t('cardForm.expiryPlaceholder')}
                  {...field('expiry')}
                />
                <TextField label={t('cardForm.cvc')} inputMode="numeric" {...field('cvc')} />
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
