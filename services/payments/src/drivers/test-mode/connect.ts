import { pathTo } from '@boatcare/shared-domain/core';
import {
  TestAccountModel,
  TestIntentModel,
  TestRefundModel,
  TestTransferModel,
} from '../../models/test-mode.ts';
import type {
  ConnectedAccountState,
  CreateAccountInput,
  CreateAccountLinkInput,
  CreatedRefund,
  CreateRefundInput,
  CreateTransferInput,
} from '../driver.ts';
import {
  found,
  languageOf,
  once,
  UnexpectedIntentState,
  type TestAccount,
  type TestIntent,
} from './store.ts';

/** Test mode's Connect: refunds, connected accounts and their onboarding, transfers. */

const accountOf = ({
  _id,
  detailsSubmitted,
  payoutsEnabled,
}: TestAccount): ConnectedAccountState => ({
  id: _id,
  detailsSubmitted,
  payoutsEnabled,
});

/**
 * A refund of a test-mode payment, made once per key; a payment is never refunded beyond what
 * it charged.
 */
export async function createRefund(input: CreateRefundInput): Promise<CreatedRefund> {
  const refundId = await once(input.idempotencyKey, 're', async (newId) => {
    const intent = await TestIntentModel.findById(input.paymentIntentId).lean<TestIntent>();
    if (intent) {
      const earlier = await TestRefundModel.find(
        { paymentIntentId: intent._id },
        { amount: 1 },
      ).lean();
      const refunded = earlier.reduce((sum, refund) => sum + refund.amount, 0);
      if (intent.status !== 'succeeded' || refunded + input.amount > intent.amount)
        throw new UnexpectedIntentState('This payment cannot be refunded by that much.');
    }
    await TestRefundModel.create({
      _id: newId,
      paymentIntentId: input.paymentIntentId,
      amount: input.amount,
      metadata: input.metadata,
    });
  });
  return { id: refundId, status: 'succeeded' };
}

export async function retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountState> {
  return accountOf(
    await found(accountId, TestAccountModel.findById(accountId).lean<TestAccount>().exec()),
  );
}

export async function createConnectedAccount(
  input: CreateAccountInput,
): Promise<ConnectedAccountState> {
  const accountId = await once(input.idempotencyKey, 'acct', async (newId) => {
    await TestAccountModel.create({ _id: newId, userId: input.userId });
  });
  return retrieveConnectedAccount(accountId);
}

/** The stand-in for Stripe's hosted onboarding is a page of the provider remote. */
export async function createAccountLink(input: CreateAccountLinkInput): Promise<{ url: string }> {
  await retrieveConnectedAccount(input.accountId);
  const page = pathTo(languageOf(input.returnUrl), 'supplierPayoutsTestOnboarding');
  return { url: `${page}?${new URLSearchParams({ account: input.accountId })}` };
}

/** TEST MODE ONLY: the provider finished the stand-in onboarding; payouts are enabled. */
export async function completeOnboarding(accountId: string): Promise<ConnectedAccountState> {
  await retrieveConnectedAccount(accountId);
  await TestAccountModel.updateOne(
    { _id: accountId },
    { $set: { detailsSubmitted: true, payoutsEnabled: true } },
  );
  return retrieveConnectedAccount(accountId);
}

export async function createTransfer(input: CreateTransferInput): Promise<{ id: string }> {
  const transferId = await once(input.idempotencyKey, 'tr', async (newId) => {
    const { idempotencyKey: _key, ...transfer } = input;
    await TestTransferModel.create({ _id: newId, ...transfer });
  });
  return { id: transferId };
}

/** What a test may look at: the refunds and transfers made for one job. */
export const refundsFor = (jobId: string) =>
  TestRefundModel.find({ 'metadata.jobId': jobId }).lean();

export const transfersFor = (jobId: string) =>
  TestTransferModel.find({ 'metadata.jobId': jobId }).lean();
