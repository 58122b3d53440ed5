import { route, callerOf, notFound, type FastifyPluginAsyncZod } from '@boatcare/server-kit';
import { payments } from '@boatcare/shared-domain/endpoints';
import type { TestModeDriver } from '../../drivers/index.ts';
import { assertPayable } from '../../domain/job-payment.ts';
import { providerCall } from '../../domain/provider.ts';
import { jobForOwner } from '../../repositories/jobs.ts';
import { paymentForOwner } from '../../repositories/payments.ts';

/** The return URL with what Stripe adds when it redirects back after a payment. */
function redirectTo(returnUrl: string, intentId: string, status: string): string {
  const url = new URL(returnUrl, 'http://site.invalid');
  url.searchParams.set('payment_intent', intentId);
  url.searchParams.set('redirect_status', status);
  return `${url.pathname}${url.search}`;
}

/**
 * TEST MODE ONLY (registered only when STRIPE_SECRET_KEY is unset): the card form's confirm,
 * standing in for Stripe.js. A succeeded (or processing) payment answers the return URL with
 * `payment_intent` and `redirect_status`, like Stripe's redirect; a declined card answers the
 * card error and no redirect, like Stripe.js.
 */
export const testModeRoutes: FastifyPluginAsyncZod<{ driver: TestModeDriver }> = async (
  app,
  { driver },
) => {
  route(app, payments.testModeConfirm, {
    handler: async (request) => {
      const { paymentIntentId } = request.params;
      const payment = await paymentForOwner(paymentIntentId, callerOf(request).userId);
      if (!payment) throw notFound('payments.intentNotFound');
      // The orders may have been cancelled (or paid another way) since the intent was made.
      const jobs =
        payment.purpose === 'season'
          ? (payment.visits ?? []).map((visit) => visit.job)
          : payment.purpose === 'job' && payment.job
            ? [payment.job]
            : [];
      for (const jobId of jobs) {
        const job = await jobForOwner(String(payment.customer), String(jobId));
        if (job) assertPayable(job);
      }
      const intent = await providerCall(() =>
        driver.confirmCard(paymentIntentId, request.body.cardNumber),
      );
      const failed = intent.status === 'failed' || intent.status === 'requires_payment_method';
      const { returnUrl } = request.body;
      return {
        status: intent.status,
        redirectUrl:
          !failed && returnUrl ? redirectTo(returnUrl, paymentIntentId, intent.status) : null,
        error: failed
          ? (intent.failure ?? { code: 'payment_failed', message: 'Payment failed.' })
          : null,
      };
    },
  });
};
