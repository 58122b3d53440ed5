import type { IntentStatus } from '@boatcare/shared-domain/schemas/payments';

/**
 * How a card form ended, whichever driver ran it: the provider's redirect (a path on this
 * site), a status without a redirect, or a declined card with the provider's message.
 */
export type CardOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'done'; status: IntentStatus }
  | { kind: 'declined'; code?: string; message: string };

export interface CardFormProps {
  paymentIntentId: string;
  clientSecret: string;
  /** A path on this site the provider returns to with payment_intent and redirect_status. */
  returnPath?: string;
  /** Already translated, e.g. "Pay $105.00". */
  submitLabel: string;
  onOutcome(outcome: CardOutcome): void;
}
