import {
  HttpError,
  callerOf,
  conflict,
  route,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { payouts } from '@boatcare/shared-domain/endpoints';
import type { PaymentsContext } from '../../context.ts';
import { TestModeDriver } from '../../drivers/index.ts';
import { payoutAccountLink as linkFor, payoutAccountState } from '../../domain/payout-account.ts';
import { providerCall } from '../../domain/provider.ts';
import { earningsOf } from '../../repositories/earnings.ts';
import { payoutAccountOf, storePayoutAccount } from '../../repositories/payout-account.ts';

/**
 * /payments/payouts (providers): the payout account (Stripe Connect Express) and its onboarding
 * link, the earnings from the ledger, and in test mode the stand-in for Stripe's onboarding.
 */
export const payoutsRoutes: FastifyPluginAsyncZod<PaymentsContext> = async (app, context) => {
  route(app, payouts.account, {
    handler: async (request) => payoutAccountState(context, callerOf(request).userId),
  });

  route(app, payouts.accountLink, {
    handler: async (request) => linkFor(context, callerOf(request).userId, request.body.lng),
  });

  route(app, payouts.earnings, {
    handler: async (request) => earningsOf(callerOf(request).userId),
  });

  route(app, payouts.testModeComplete, {
    handler: async (request) => {
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
  });
};
