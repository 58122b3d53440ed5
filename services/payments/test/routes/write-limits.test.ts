import { it } from 'vitest';
import { bearer, expectRefusedOverItsLimit, useTestService } from '@boatcare/server-kit/testing';
import { payments, webhooks } from '@boatcare/shared-domain/endpoints';
import { createPaymentsService } from '../../src/app.ts';

const service = useTestService(createPaymentsService({ STRIPE_WEBHOOK_SECRET: 'whsec_test' }));

// One write of each kind the payments service answers (docs/security.md); a refused signature
// or a missing payment still counts, the limit is checked first.
it('payment: per user', async () => {
  const owner = await service.createUser({ user_type: 1 });
  await expectRefusedOverItsLimit(payments.confirm, (i) =>
    service.app.inject({
      method: 'PUT',
      url: `/payments/pi_missing_${i}/confirm`,
      headers: { ...bearer(owner.token), 'x-forwarded-for': '198.51.100.20' },
    }),
  );
});

it('webhook: per IP', async () => {
  await expectRefusedOverItsLimit(webhooks.stripe, () =>
    service.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': 't=1,v1=bad',
        'x-forwarded-for': '198.51.100.21',
      },
      payload: '{"id":"evt_x"}',
    }),
  );
}, 120_000);
