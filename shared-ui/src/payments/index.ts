/**
 * The card form every app that takes a payment uses (job payments, VIP, the provider's gate fee
 * and subscription): Stripe Elements when Stripe runs, the labelled test-mode form otherwise.
 * A subpath of its own (`@boatcare/shared-ui/payments`) so the shell's first load never carries it.
 */
export { CardPayment } from './card/CardPayment.tsx';
export { declineText } from './card/decline.ts';
export type { CardOutcome, CardFormProps } from './card/outcome.ts';
