import type Stripe from 'stripe';
import type {
  ConnectedAccountState,
  CreateAccountInput,
  CreateAccountLinkInput,
  CreatedRefund,
  CreateRefundInput,
  CreateTransferInput,
} from '../driver.ts';
import { accountStateOf } from './states.ts';

/** Refunds, and Connect: the providers' Express accounts, their onboarding and transfers. */

export async function createRefund(
  stripe: Stripe,
  input: CreateRefundInput,
): Promise<CreatedRefund> {
  const refund = await stripe.refunds.create(
    { payment_intent: input.paymentIntentId, amount: input.amount, metadata: input.metadata },
    { idempotencyKey: input.idempotencyKey },
  );
  return { id: refund.id, status: refund.status ?? 'pending' };
}

/** An Express account (Stripe hosts its onboarding and dashboard) that can receive transfers. */
export async function createConnectedAccount(
  stripe: Stripe,
  input: CreateAccountInput,
): Promise<ConnectedAccountState> {
  const account = await stripe.accounts.create(
    {
      type: 'express',
      email: input.email,
      capabilities: { transfers: { requested: true } },
      metadata: { userId: input.userId },
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return accountStateOf(account);
}

export async function createAccountLink(
  stripe: Stripe,
  input: CreateAccountLinkInput,
): Promise<{ url: string }> {
  const link = await stripe.accountLinks.create({
    account: input.accountId,
    refresh_url: input.refreshUrl,
    return_url: input.returnUrl,
    type: 'account_onboarding',
  });
  return { url: link.url };
}

export async function createTransfer(
  stripe: Stripe,
  input: CreateTransferInput,
): Promise<{ id: string }> {
  if (!input.destination) throw new Error('A Stripe transfer needs a connected account.');
  const transfer = await stripe.transfers.create(
    {
      amount: input.amount,
      currency: input.currency,
      destination: input.destination,
      transfer_group: input.transferGroup,
      metadata: input.metadata,
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return { id: transfer.id };
}
