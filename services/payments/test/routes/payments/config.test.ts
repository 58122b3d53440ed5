import { afterEach, describe, expect, it } from 'vitest';
import { bearer, buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { createPaymentsService } from '../../../src/app.ts';

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

const readConfig = async (env: Record<string, string | undefined>) => {
  service = await buildTestService(createPaymentsService(env));
  return service.app.inject({ method: 'GET', url: '/payments/config' });
};

describe('GET /payments/config', () => {
  it('answers the test-mode driver, without a token, when no Stripe key is set', async () => {
    const response = await readConfig({});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mode: 'test', publishableKey: null });
  });

  it('answers Stripe and its publishable key, never the secret key', async () => {
    const response = await readConfig({
      STRIPE_SECRET_KEY: 'sk_test_secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    });
    expect(response.json()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_123' });
    expect(response.body).not.toContain('sk_test_secret');
  });

  it('treats an empty secret key as unset', async () => {
    expect(
      (await readConfig({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' })).json(),
    ).toEqual({
      mode: 'test',
      publishableKey: null,
    });
  });

  it('keeps the health routes of the kit', async () => {
    await readConfig({});
    const health = await service!.app.inject({ method: 'GET', url: '/health' });
    expect(health.json()).toEqual({ status: 'ok', service: 'payments' });
    const ready = await service!.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.json()).toEqual({ status: 'ready', service: 'payments' });
  });

  it('answers every webhook 404 when no signing secret is configured', async () => {
    await readConfig({});
    const response = await service!.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('payments.webhookNotConfigured');
  });

  it('documents every route in OpenAPI', async () => {
    await readConfig({});
    const admin = await service!.createUser({ user_type: 0 });
    const response = await service!.app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: bearer(admin.token),
    });
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([
        '/payments/config',
        '/payments/create-intent',
        '/payments/{paymentIntentId}/confirm',
        '/payments/test-mode/{paymentIntentId}/confirm',
        '/payments/vip/plan',
        '/payments/vip/subscribe',
        '/payments/vip/{subscriptionId}/confirm',
        '/webhooks/stripe',
      ]),
    );
  });
});
