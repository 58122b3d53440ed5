import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestService, type TestService } from '@boatcare/server-kit/testing';
import { marketplace } from '../../../src/app.ts';

let service: TestService;
beforeAll(async () => {
  service = await buildTestService(marketplace);
});
afterAll(() => service.close());

const provider = {
  first_name: 'Bo',
  last_name: 'Provider',
  password: 'secret1',
  role: 'supplier',
  user_type: 2,
  service_range: 25,
};

describe('POST /auth/register with the visitor language and currency', () => {
  it('keeps the language and currency the visitor browsed in', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...provider, email: 'bo@example.com', language_code: 'da', currency_code: 'DKK' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      user_type: 2,
      language_code: 'da',
      currency_code: 'DKK',
      has_bidder_profile: false,
    });
  });

  it('defaults to English and US dollars without them', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...provider, email: 'plain@example.com' },
    });
    expect(response.json().user).toMatchObject({ language_code: 'en', currency_code: 'USD' });
  });

  it('gives a Danish account Danish kroner when no currency is sent', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...provider, email: 'dansk@example.com', language_code: 'da' },
    });
    expect(response.json().user).toMatchObject({ language_code: 'da', currency_code: 'DKK' });
  });

  it('refuses a language the site does not offer', async () => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...provider, email: 'fr@example.com', language_code: 'fr' },
    });
    expect(response.statusCode).toBe(400);
  });
});
