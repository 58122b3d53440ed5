import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStripe, type Stripe, type PaymentIntent } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { IntentStatus } from '@boatcare/shared-domain/schemas/payments';
import { Button, useLanguage } from '@boatcare/shared-ui';
import type { CardFormProps } from './outcome.ts';
import styles from './CardForm.module.css';

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js once per publishable key. */
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key) as Promise<Stripe | null>;
};

const statusOf = (intent: PaymentIntent): IntentStatus => {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing' || intent.status === 'requires_capture') return 'processing';
  return intent.last_payment_error ? 'failed' : 'requires_payment_method';
};

function StripeForm({
  returnPath,
  submitLabel,
  onOutcome,
}: Omit<CardFormProps, 'clientSecret' | 'paymentIntentId'>) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    const returnUrl = new URL(
      returnPath ?? window.location.pathname,
      window.location.origin,
    ).toString();
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setBusy(false);
    if (error) {
      // Card errors are the bank's answer; anything else (incomplete fields...) stays on the form.
      if (error.type === 'card_error')
        onOutcome({
          kind: 'declined',
          code: error.decline_code ?? error.code,
          message: error.message ?? t('cardForm.failed'),
        });
      else setMessage(error.message ?? t('cardForm.failed'));
      return;
    }
    if (!paymentIntent) return;
    const status = statusOf(paymentIntent);
    if (returnPath) {
      const url = new URL(returnPath, window.location.origin);
      url.searchParams.set('payment_intent', paymentIntent.id);
      url.searchParams.set('redirect_status', status);
      onOutcome({ kind: 'redirect', url: `${url.pathname}${url.search}` });
    } else {
      onOutcome({ kind: 'done', status });
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <PaymentElement options={{ layout: 'tabs' }} />
      {message && (
        <p className={styles.formError} role="alert">
          {message}
        </p>
      )}
      <Button type="submit" block loading={busy} disabled={!stripe || !elements}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** Stripe Elements for the intent's client secret (loaded only when Stripe runs). */
export default function StripeCardForm({
  publishableKey,
  clientSecret,
  ...props
}: CardFormProps & { publishableKey: string }) {
  const language = useLanguage();
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        locale: language === 'da' ? 'da' : 'en',
        appearance: { variables: { colorPrimary: '#0f7c8c', borderRadius: '8px' } },
      }}
    >
      <StripeForm {...props} />
    </Elements>
  );
}
