import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_CARDS, formatCardNumber } from '@boatcare/shared-domain/payments';
import { testModeCard } from '@boatcare/shared-domain/schemas/payments';
import * as payments from '@boatcare/shared-domain/endpoints/payments';
import {
  Button,
  TextField,
  errorText,
  useEndpointMutation,
  useSchemaForm,
} from '@boatcare/shared-ui';
import type { CardFormProps } from './outcome.ts';
import styles from './CardForm.module.css';

const grouped = (digits: string) => formatCardNumber(digits);

/** Types MM/YY as people expect: the slash comes by itself. */
const formatExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/**
 * TEST MODE card form, shown when the payments service runs without Stripe: clearly labelled,
 * with Stripe's test card numbers as a hint. The server decides the outcome by the number.
 */
export function TestModeCardForm({
  paymentIntentId,
  returnPath,
  submitLabel,
  onOutcome,
}: CardFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm(testModeCard, {
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const pay = useEndpointMutation(payments.testModeConfirm, {
    onMutate: () => setFormError(null),
    onSuccess(result) {
      if (result.error)
        onOutcome({ kind: 'declined', code: result.error.code, message: result.error.message });
      else if (result.redirectUrl) onOutcome({ kind: 'redirect', url: result.redirectUrl });
      else onOutcome({ kind: 'done', status: result.status });
    },
    onError(error) {
      if (!form.showServerErrors(error)) setFormError(errorText(t, error, 'cardForm.failed'));
    },
  });

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit((card) =>
        pay.mutate({
          params: { paymentIntentId },
          body: { ...card, ...(returnPath ? { returnUrl: returnPath } : {}) },
        }),
      )}
      noValidate
    >
      {/* Short lines, each card beside its outcome: a paragraph here was the payment page's
          largest paint, after its data (issue 28). */}
      <div className={styles.testBanner} role="note">
        <strong>{t('cardForm.testMode.title')}</strong>
        <span>{t('cardForm.testMode.text')}</span>
        <ul className={styles.testCards} aria-label={t('cardForm.testMode.cardsLabel')}>
          <li>
            <code>{grouped(TEST_CARDS.succeeds)}</code>{' '}
            <span>{t('cardForm.testMode.succeeds')}</span>
          </li>
          <li>
            <code>{grouped(TEST_CARDS.declined)}</code>{' '}
            <span>{t('cardForm.testMode.declined')}</span>
          </li>
          <li>
            <code>{grouped(TEST_CARDS.insufficientFunds)}</code>{' '}
            <span>{t('cardForm.testMode.insufficientFunds')}</span>
          </li>
        </ul>
        <span>{t('cardForm.testMode.anyExpiry')}</span>
      </div>
      <TextField
        label={t('cardForm.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        {...form.field('cardNumber', {
          onChange: (event: { target: HTMLInputElement }) => {
            event.target.value = formatCardNumber(event.target.value);
          },
        })}
      />
      <div className={styles.row}>
        <TextField
          label={t('cardForm.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('cardForm.expiryPlaceholder')}
          {...form.field('expiry', {
            onChange: (event: { target: HTMLInputElement }) => {
              event.target.value = formatExpiry(event.target.value);
            },
          })}
        />
        <TextField
          label={t('cardForm.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder="123"
          {...form.field('cvc')}
        />
      </div>
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" block loading={pay.isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
