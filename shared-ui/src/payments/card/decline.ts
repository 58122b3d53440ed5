import type { TFunction } from 'i18next';

const KNOWN = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
];

/**
 * A card error in the reader's language when we know its code; otherwise the provider's own
 * message (Stripe's are already in the form's language), else 'payment failed'.
 */
export function declineText(
  t: TFunction,
  code: string | undefined,
  message: string | undefined,
): string {
  if (code && KNOWN.includes(code)) return t(`cardForm.declines.${code}`);
  return message || t('cardForm.failed');
}
