import { HttpError, callerOf, conflict, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import {
  UserType,
  earningsResponse,
  errorResponse,
  payoutAccount,
  payoutAccountLink,
  payoutAccountLinkBody,
} from '@boatcare/shared-domain';
import type { PaymentsContext } from '../../context.ts';
import { TestModeDriver } from '../../drivers/index.ts';
import { payoutAccountLink as linkFor, payoutAccountState } from '../../domain/payout-account.ts';
import { providerCall } from '../../domain/provider.ts';
import { earningsOf } from '../../repositories/earnings.ts';
import { payoutAccountOf, storePayoutAccount } from '../../repositories/payout-account.ts';

const providers = { roles: [UserType.Provider] };
const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  502: errorResponse,
};

/**
 * /payments/payouts (providers): the payout account (Stripe Connect Express) and its onboarding
 * link, the earnings from the ledger, and in test mode the stand-in for Stripe's onboarding.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  app.get(
    '/account',
    {
      config: providers,
      schema: {
        tags: ['payouts'],
        summary: "The caller's payout account: none, pending (onboarding) or ready",
        response: { 200: payoutAccount, ...errors },
      },
    },
    async (request) => payoutAccountState(context, callerOf(request).userId),
  );

  app.post(
    '/account/link',
    {
      config: providers,
      schema: {
        tags: ['payouts'],
        summary: "Set up payouts: the caller's Express account (made once) and its onboarding link",
        body: payoutAccountLinkBody,
        response: { 200: payoutAccountLink, 400: errorResponse, ...errors },
      },
    },
    async (request) => linkFor(context, callerOf(request).userId, request.body.lng),
  );

  app.get(
    '/earnings',
    {
      config: providers,
      schema: {
        tags: ['payouts'],
        summary: "The caller's balance (pending, available), each payout and each job's share",
        response: { 200: earningsResponse, ...errors },
      },
    },
    async (request) => earningsOf(callerOf(request).userId),
  );

  app.post(
    '/test-mode/complete',
    {
      config: providers,
      schema: {
        tags: ['payouts'],
        summary: "TEST MODE: finish the stand-in onboarding of the caller's account",
        response: { 200: payoutAccount, ...errors },
      },
    },
    async (request) => {
      const { driver } = context;
      if (!(driver instanceof TestModeDriver)) throw new HttpError(403, 'payouts.testModeOnly');
      const userId = callerOf(request).userId;
      const stored = await payoutAccountOf(userId);
      const accountId = stored?.accountId;
      if (!accountId) throw conflict('payouts.noAccount');
      const state = await providerCall(
        () => driver.completeOnboarding(accountId),
        'payouts.accountNotFound',
      );
      await storePayoutAccount(userId, state);
      return payoutAccountState(context, userId);
    },
  );
};
