import { UserModel } from '@boatcare/server-kit/models';
import { UserType } from '@boatcare/shared-domain/core';
import { type PayoutAccountStatus } from '@boatcare/shared-domain/schemas/ledger';
import type { ConnectedAccountState } from '../drivers/index.ts';

export interface StoredPayoutAccount {
  email: string;
  accountId: string | null;
  status: PayoutAccountStatus;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

/** A provider's payout account as stored on them, or null for anyone else. */
export async function payoutAccountOf(userId: string): Promise<StoredPayoutAccount | null> {
  const user = await UserModel.findOne(
    { _id: userId, user_type: UserType.Provider },
    { email: 1, payout_account: 1 },
  ).lean();
  if (!user) return null;
  const account = user.payout_account;
  return {
    email: user.email,
    accountId: account?.accountId ?? null,
    status: account?.status ?? 'none',
    payoutsEnabled: Boolean(account?.payoutsEnabled),
    detailsSubmitted: Boolean(account?.detailsSubmitted),
  };
}

/** The provider's word on an account, stored on its provider: ready once payouts are enabled. */
export async function storePayoutAccount(userId: string, state: ConnectedAccountState) {
  await UserModel.updateOne(
    { _id: userId, user_type: UserType.Provider },
    {
      $set: {
        'payout_account.accountId': state.id,
        'payout_account.status': state.payoutsEnabled ? 'ready' : 'pending',
        'payout_account.payoutsEnabled': state.payoutsEnabled,
        'payout_account.detailsSubmitted': state.detailsSubmitted,
      },
    },
  );
}

/** The same, for an account Stripe tells us about (account.updated), by the account's id. */
export async function storePayoutAccountById(state: ConnectedAccountState) {
  await UserModel.updateOne(
    { 'payout_account.accountId': state.id },
    {
      $set: {
        'payout_account.status': state.payoutsEnabled ? 'ready' : 'pending',
        'payout_account.payoutsEnabled': state.payoutsEnabled,
        'payout_account.detailsSubmitted': state.detailsSubmitted,
      },
    },
  );
}
