import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@boatcare/shared-domain/countries';
import { useBackoffice } from '../../../support/callers.ts';

const { callers, call } = useBackoffice();

describe('global settings', () => {
  it('answers Denmark until an admin chooses', async () => {
    const response = await call(null, 'GET', '/settings/global');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country: COUNTRIES.DK, updated_date: null });
  });

  it('takes a country code and fills currency and bounds from the constants', async () => {
    const saved = await call(callers.admin, 'POST', '/api/settings/global', {
      country: { code: 'SE', currency: 'USD' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      country: COUNTRIES.SE,
      updated_date: expect.any(String),
      message: 'Settings updated successfully',
    });
    expect((await call(null, 'GET', '/settings/global')).json().country.currency).toBe('SEK');
    expect((await call(callers.admin, 'GET', '/api/settings/global')).json()).toMatchObject({
      country: COUNTRIES.SE,
    });
  });

  it('refuses an unknown country with a clear message', async () => {
    const response = await call(callers.admin, 'POST', '/api/settings/global', {
      country: { code: 'FR' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('adminGlobalSettings.validation.country');
    expect(response.json().message).toContain('Choose Denmark, Sweden or Germany.');
  });
});
