import { notFound, siteUrl } from '@boatcare/server-kit';
import type { PathLanguage } from '@boatcare/shared-domain/core';
import type { PayoutAccount } from '@boatcare/shared-domain/schemas/ledger';
import type { PaymentsContext } from '../context.ts';
import { payoutAccountOf, storePayoutAccount } from '../repositories/payout-account.ts';
import { providerCall } from './provider.ts';

/**
 * The provider's payout account. While onboarding is not finished, the provider's current word
 * is asked (the provider comes back from Stripe's page to the profile, which reads this).
 */
export async function payoutAccountState(
  { driver }: PaymentsContext,
  userId: string,
): Promise<PayoutAccount> {
  let stored = await payoutAccountOf(userId);
  if (!stored) throw notFound('payouts.accountNotFound');
  const accountId = stored.accountId;
  if (accountId && stored.status !== 'ready') {
    const state = await providerCall(
      () => driver.retrieveConnectedAccount(accountId),
      'payouts.accountNotFound',
    );
    await storePayoutAccount(userId, state);
    stored = (await payoutAccountOf(userId)) ?? stored;
  }
  return {
    status: stored.status,
    payoutsEnabled: stored.payoutsEnabled,
    detailsSubmitted: stored.detailsSubmitted,
    mode: driver.mode,
  };
}

/**
 * "Set up payouts": the provider's Express account (made once: the idempotency key is the
 * provider's) and a fresh onboarding link; Stripe's page sends them back to their profile.
 */
export async function payoutAccountLink(
  { driver, settings }: PaymentsContext,
  userId: string,
  lng: PathLanguage,
): Promise<{ url: string }> {
  const stored = await payoutAccountOf(userId);
  if (!stored) throw notFound('payouts.accountNotFound');
  let accountId = stored.accountId;
  if (!accountId) {
    const account = await providerCall(() =>
      driver.createConnectedAccount({
        userId,
        email: stored.email,
        idempotencyKey: `connect-account:${userId}`,
      }),
    );
    await storePayoutAccount(userId, account);
    accountId = account.id;
  }
  const profile = siteUrl(settings.publicOrigin, lng, 'supplierProfile');
  const id = accountId;
  return providerCall(
    () =>
      driver.createAccountLink({
        accountId: id,
        refreshUrl: `${profile}?payouts=refresh`,
        returnUrl: `${profile}?payouts=return`,
      }),
    'payouts.accountNotFound',
  );
}
