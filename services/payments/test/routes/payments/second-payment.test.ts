import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { PaymentModel } from '@boatcare/server-kit/models';
import { TEST_CARDS } from '@boatcare/shared-domain/payments';
import da from '@boatcare/shared-domain/i18n/da_translation.json' with { type: 'json' };
import { createPaymentsService } from '../../../src/app.ts';
import { acceptedOrder, confirm, createIntent, jobOf, payWithCard } from '../../fixtures.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(createPaymentsService({}));
});
afterAll(() => service.close());

describe('a paid order is never paid twice', () => {
  it('refuses a second payment (409, a code every language translates) and charges once', async () => {
    const { owner, jobId } = await acceptedOrder(service, { bid: 250_00 });
    const first = (await createIntent(service, owner.token, { jobId })).json();
    await payWithCard(service, owner.token, first.paymentIntentId, TEST_CARDS.succeeds);
    const confirmed = (await confirm(service, owner.token, first.paymentIntentId)).json();
    expect(confirmed.paymentStatus).toBe('completed');

    // The job page and the return page read this one state: paid.
    const job = await jobOf(jobId);
    expect(job?.payment_status).toBe('completed');
    expect(job?.status).toBe('paid');

    // Asking to pay again, as a second tab or a stale page would.
    const again = await createIntent(service, owner.token, { jobId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'payments.alreadyPaid',
      message: 'This order is already paid.',
    });
    expect(da.payments.alreadyPaid).toBe('Denne ordre er allerede betalt.');

    // The same card on the same intent again is refused too; one payment succeeded.
    const card = await payWithCard(
      service,
      owner.token,
      first.paymentIntentId,
      TEST_CARDS.succeeds,
    );
    expect(card.statusCode).toBe(409);
    const paid = await PaymentModel.countDocuments({ job: jobId, status: 'succeeded' });
    expect(paid).toBeLessThanOrEqual(1);
    expect((await jobOf(jobId))?.payment_amount).toBe(first.details.totalAmount);
  });
});
