import { UserType } from '../enums.ts';
import {
  earningsResponse,
  ledgerQuery,
  ledgerResponse,
  payoutAccount,
  payoutAccountLink,
  payoutAccountLinkBody,
} from '../schemas/ledger.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

/** /payments/payouts and /payments/ledger: Stripe Connect payouts, earnings and the ledger. */
const providers = [UserType.Provider];
const endpoint = defineArea({
  service: 'payments',
  prefixes: ['/payments'],
  tags: ['payouts'],
  roles: providers,
  limit: LIMITS.payment,
});

export const account = endpoint({
  method: 'GET',
  path: '/payments/payouts/account',
  response: payoutAccount,
  errors: [404, 502],
  summary: "The caller's payout account: none, pending (onboarding) or ready",
});

export const accountLink = endpoint({
  method: 'POST',
  path: '/payments/payouts/account/link',
  body: payoutAccountLinkBody,
  response: payoutAccountLink,
  errors: [404, 502],
  summary: "Set up payouts: the caller's Express account (made once) and its onboarding link",
});

export const earnings = endpoint({
  method: 'GET',
  path: '/payments/payouts/earnings',
  response: earningsResponse,
  summary: "The caller's balance (pending, available), each payout and each job's share",
});

export const testModeComplete = endpoint({
  method: 'POST',
  path: '/payments/payouts/test-mode/complete',
  response: payoutAccount,
  errors: [404, 409, 502],
  summary: "TEST MODE: finish the stand-in onboarding of the caller's account",
});

export const ledger = endpoint({
  method: 'GET',
  path: '/payments/ledger',
  query: ledgerQuery,
  response: ledgerResponse,
  roles: [UserType.Admin],
  errors: [400],
  summary:
    'The ledger: a page of entries (newest first, after the cursor `after`) and the totals of the filter',
});
