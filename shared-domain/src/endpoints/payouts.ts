import { UserType } from '../enums.ts';
import {
  earningsResponse,
  ledgerQuery,
  ledgerResponse,
  payoutAccount,
  payoutAccountLink,
  payoutAccountLinkBody,
} from '../schemas/ledger.ts';
import { defineEndpoint } from './define.ts';

/** /payments/payouts and /payments/ledger: Stripe Connect payouts, earnings and the ledger. */
const tags = ['payouts'];
const providers = [UserType.Provider];

export const account = defineEndpoint({
  method: 'GET',
  path: '/payments/payouts/account',
  response: payoutAccount,
  roles: providers,
  errors: [404, 502],
  summary: "The caller's payout account: none, pending (onboarding) or ready",
  tags,
});

export const accountLink = defineEndpoint({
  method: 'POST',
  path: '/payments/payouts/account/link',
  body: payoutAccountLinkBody,
  response: payoutAccountLink,
  roles: providers,
  errors: [404, 502],
  summary: "Set up payouts: the caller's Express account (made once) and its onboarding link",
  tags,
});

export const earnings = defineEndpoint({
  method: 'GET',
  path: '/payments/payouts/earnings',
  response: earningsResponse,
  roles: providers,
  summary: "The caller's balance (pending, available), each payout and each job's share",
  tags,
});

export const testModeComplete = defineEndpoint({
  method: 'POST',
  path: '/payments/payouts/test-mode/complete',
  response: payoutAccount,
  roles: providers,
  errors: [404, 409, 502],
  summary: "TEST MODE: finish the stand-in onboarding of the caller's account",
  tags,
});

export const ledger = defineEndpoint({
  method: 'GET',
  path: '/payments/ledger',
  query: ledgerQuery,
  response: ledgerResponse,
  roles: [UserType.Admin],
  errors: [400],
  summary:
    'The ledger: a page of entries (newest first, after the cursor `after`) and the totals of the filter',
  tags,
});
