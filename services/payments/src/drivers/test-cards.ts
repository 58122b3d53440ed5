import { TEST_CARDS, cardDigits } from '@boatcare/shared-domain/payments';
import { type PaymentFailure } from '@boatcare/shared-domain/schemas/payments';

/**
 * What the test-mode driver does with a card, following Stripe's test cards: 4242... succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds. Any other
 * number is declined, as Stripe's test mode declines real cards.
 */
export function testCardOutcome(cardNumber: string): PaymentFailure | null {
  switch (cardDigits(cardNumber)) {
    case TEST_CARDS.succeeds:
      return null;
    case TEST_CARDS.declined:
      return { code: 'card_declined', message: 'Your card was declined.' };
    case TEST_CARDS.insufficientFunds:
      return { code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    default:
      return {
        code: 'card_declined',
        message: 'Your card was declined. Test mode accepts only test card numbers.',
      };
  }
}
