import {
  HttpError,
  callerOf,
  conflict,
  notFound,
  type FastifyPluginAsyncZod,
} from '@boatcare/server-kit';
import {
  UserType,
  bidderSubscriptionChange,
  checkoutSessionParams,
  testCheckoutBody,
  testCheckoutResponse,
  testCheckoutSession,
} from '@boatcare/shared-domain';
import type { PaymentsContext } from '../../context.ts';
import { TestModeDriver } from '../../drivers/index.ts';
import { providerRecordOf } from '../../domain/bidder-payments.ts';
import { providerCall } from '../../domain/provider.ts';
import { bidderErrors } from './errors.ts';

const providers = { roles: [UserType.Provider] };

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
  app.get(
    '/sessions/:session_id',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: 'TEST MODE: what the stand-in checkout page shows',
        params: checkoutSessionParams,
        response: { 200: testCheckoutSession, ...bidderErrors },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/sessions/:session_id/pay',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: 'TEST MODE: pay on the stand-in checkout page with a Stripe test card',
        params: checkoutSessionParams,
        body: testCheckoutBody,
        response: { 200: testCheckoutResponse, ...bidderErrors },
      },
    },
    async (request) => {
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
  );

  app.post(
    '/lapse',
    {
      config: providers,
      schema: {
        tags: ['bidder-payments'],
        summary: "TEST MODE: the caller's subscription ends unpaid, as a failed renewal would",
        response: { 200: bidderSubscriptionChange, ...bidderErrors },
      },
    },
    async (request) => {
      const driver = testDriver(context);
      const userId = callerOf(request).userId;
      const record = await providerRecordOf(userId);
      const subscriptionId = record.subscriptionId;
      if (!subscriptionId) throw conflict('bidderPayments.notSubscribed');
      await providerCall(() => driver.lapse(subscriptionId), 'payments.subscriptionNotFound');
      const after = await providerRecordOf(userId);
      return { subscription: after.subscription, flags: after.flags };
    },
  );
};
