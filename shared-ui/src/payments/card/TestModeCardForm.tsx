import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  TEST_CARDS,
  formatCardNumber,
  testModeCard,
  type TestModeCard,
} from '@boatcare/shared-domain';
import { Button, TextField, errorText, fieldFailures } from '@boatcare/shared-ui';
import { confirmTestCard } from '../api.ts';
import type { CardFormProps } from './outcome.ts';
import styles from './CardForm.module.css';

const FIELDS = ['cardNumber', 'expiry', 'cvc'] as const;
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
  const form = useForm<TestModeCard>({
    resolver: zodResolver(testModeCard),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const pay = useMutation({
    mutationFn: (card: TestModeCard) =>
      confirmTestCard(paymentIntentId, {
        ...card,
        ...(returnPath ? { returnUrl: returnPath } : {}),
      }),
    onMutate: () => setFormError(null),
    onSuccess(result) {
      if (result.error)
        onOutcome({ kind: 'declined', code: result.error.code, message: result.error.message });
      else if (result.redirectUrl) onOutcome({ kind: 'redirect', url: result.redirectUrl });
      else onOutcome({ kind: 'done', status: result.status });
    },
    onError(error) {
      const fields = fieldFailures(error).filter(
        (f): f is { path: (typeof FIELDS)[number]; code: string } =>
          (FIELDS as readonly string[]).includes(f.path),
      );
      for (const field of fields) form.setError(field.path, { message: field.code });
      if (fields.length === 0) setFormError(errorText(t, error, 'cardForm.failed'));
    },
  });
  const error = (name: (typeof FIELDS)[number]) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  return (
    <form
      className={styles.form}
      onSubmit={form.handleSubmit((card) => pay.mutate(card))}
      noValidate
    >
      <div className={styles.testBanner} role="note">
        <strong>{t('cardForm.testMode.title')}</strong>
        <span>{t('cardForm.testMode.text')}</span>
        <ul className={styles.testCards} aria-label={t('cardForm.testMode.cardsLabel')}>
          <li>
            <code>{grouped(TEST_CARDS.succeeds)}</code> {t('cardForm.testMode.succeeds')}
          </li>
          <li>
            <code>{grouped(TEST_CARDS.declined)}</code> {t('cardForm.testMode.declined')}
          </li>
          <li>
            <code>{grouped(TEST_CARDS.insufficientFunds)}</code>{' '}
            {t('cardForm.testMode.insufficientFunds')}
          </li>
        </ul>
      </div>
      <TextField
        label={t('cardForm.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={error('cardNumber')}
        {...form.register('cardNumber', {
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
          error={error('expiry')}
          {...form.register('expiry', {
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
          error={error('cvc')}
          {...form.register('cvc')}
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
