import { describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { intentStateOf, intentStatusOf } from './stripe/states.ts';

const intent = (fields: Partial<Stripe.PaymentIntent>) =>
  ({
    id: 'pi_1',
    amount: 100,
    status: 'requires_payment_method',
    last_payment_error: null,
    ...fields,
  }) as Stripe.PaymentIntent;

describe("Stripe's intent statuses in our words", () => {
  it.each([
    ['succeeded', 'succeeded'],
    ['processing', 'processing'],
    ['requires_capture', 'processing'],
    ['canceled', 'failed'],
    ['requires_action', 'requires_payment_method'],
    ['requires_confirmation', 'requires_payment_method'],
    ['requires_payment_method', 'requires_payment_method'],
  ] as const)('%s -> %s', (status, expected) => {
    expect(intentStatusOf(intent({ status }))).toBe(expected);
  });

  it('a declined attempt is a failure, with the decline code and message', () => {
    const declined = intent({
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });
    expect(intentStateOf(declined)).toEqual({
      id: 'pi_1',
      amount: 100,
      status: 'failed',
      failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
  });
});
