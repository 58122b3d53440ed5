import {
  route,
  HttpError,
  callerOf,
  conflict,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import { bidderPayments } from '@boatcare/shared-domain/endpoints';
import type { PaymentsContext } from '../../context.ts';
import { TestModeDriver } from '../../drivers/index.ts';
import { providerRecordOf } from '../../domain/bidder-payments.ts';
import { providerCall } from '../../domain/provider.ts';

/** Every call here is refused (403) unless the offline test-mode driver runs. */
function testDriver(context: PaymentsContext): TestModeDriver {
  if (!(context.driver instanceof TestModeDriver))
    throw new HttpError(403, 'bidderPayments.testModeOnly');
  return context.driver;
}

/** The session of the caller's, or 404. */
async function ownSession(driver: TestModeDriver, sessionId: string, userId: string) {
  let session;
  try {
    session = await driver.checkout(sessionId);
  } catch {
    throw notFound('supplierSubscribe.sessionNotFound');
  }
  if (session.userId !== userId) throw notFound('supplierSubscribe.sessionNotFound');
  return session;
}

/**
 * TEST MODE ONLY: the stand-in for Stripe's hosted checkout page (shown by the provider remote)
 * and a lapse of the subscription, so tests can see access end.
 */
export const bidderTestModeRoutes: FastifyPluginAsyncZod<PaymentsContext> = async (
  app,
  context,
) => {
  route(app, bidderPayments.testSession, {
    handler: async (request) => {
      const session = await ownSession(
        testDriver(context),
        request.params.session_id,
        callerOf(request).userId,
      );
      return {
        sessionId: session.id,
        email: session.email,
        amount: session.amount,
        percentOff: session.percentOff,
        status: session.status,
        cancelUrl: new URL(session.cancelUrl, 'http://site.invalid').pathname,
      };
    },
  });

  route(app, bidderPayments.testSessionPay, {
    handler: async (request) => {
      const driver = testDriver(context);
      const session = await ownSession(driver, request.params.session_id, callerOf(request).userId);
      const failure = await providerCall(() =>
        driver.completeCheckout(session.id, request.body.cardNumber),
      );
      if (failure) return { redirectUrl: null, error: failure };
      const success = new URL(session.successUrl, 'http://site.invalid');
      success.searchParams.set('session_id', session.id);
      return { redirectUrl: `${success.pathname}${success.search}`, error: null };
    },
  });

  route(app, bidderPayments.testLapse, {
    handler: async (request) => {
      const driver = testDriver(context);
      const userId = callerOf(request).userId;
      const record = await providerRecordOf(userId);
      const subscriptionId = record.subscriptionId;
      if (!subscriptionId) throw conflict('bidderPayments.notSubscribed');
      await providerCall(() => driver.lapse(subscriptionId), 'payments.subscriptionNotFound');
      const after = await providerRecordOf(userId);
      return { subscription: after.subscription, flags: after.flags };
    },
  });
};
