import type { PaymentsSettings } from '../stripe-config.ts';
import type { PaymentDriver } from './driver.ts';
import { StripeDriver } from './stripe.ts';
import { TestModeDriver } from './test-mode.ts';

export * from './driver.ts';
export { StripeDriver } from './stripe.ts';
export { TestModeDriver, UnexpectedIntentState, UnknownTestObject } from './test-mode.ts';

/** Stripe when a secret key is configured, otherwise the offline test-mode driver. */
export function createDriver(settings: PaymentsSettings): PaymentDriver | TestModeDriver {
  return settings.stripe ? new StripeDriver(settings.stripe) : new TestModeDriver();
}
