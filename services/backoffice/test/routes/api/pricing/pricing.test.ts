import { describe, expect, it } from 'vitest';
import { readPricingConfig } from '@boatcare/server-kit';
import { PricingConfigModel } from '@boatcare/server-kit/models';
import { DEFAULT_PRICING, DEFAULT_VIP_PLAN } from '@boatcare/shared-domain/pricing';
import { useBackoffice } from '../../../support/callers.ts';

const { callers, call } = useBackoffice();

const config = {
  baseRatePerFoot: 80_00,
  boatLengthOptions: [{ value: 25, label: '25 ft' }],
  additionalServices: [{ name: 'Antifouling', pricePerFoot: 12_50, description: 'Below the line' }],
  vipMembership: { monthlyPrice: 19_99, discountPercentage: 15 },
  marketMinOffers: 25,
};

describe('pricing configuration', () => {
  it('answers the defaults without a token when nothing is configured', async () => {
    const response = await call(null, 'GET', '/pricing/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_PRICING);
    expect(response.json().vipMembership).toEqual(DEFAULT_VIP_PLAN);
  });

  it('fills fields an older document lacks from the defaults', async () => {
    await PricingConfigModel.create({ vipMembership: { monthlyPrice: 9_99 } });
    const open = (await call(null, 'GET', '/pricing/config')).json();
    expect(open.vipMembership).toEqual({
      monthlyPrice: 9_99,
      discountPercentage: DEFAULT_VIP_PLAN.discountPercentage,
    });
    expect(open.baseRatePerFoot).toBe(DEFAULT_PRICING.baseRatePerFoot);
  });

  it('saves the whole configuration; the public twin and the shared reading follow it', async () => {
    const saved = await call(callers.admin, 'POST', '/api/pricing/config', config);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Pricing configuration updated successfully');
    const expected = {
      ...config,
      additionalServices: [{ ...config.additionalServices[0], id: expect.any(String) }],
    };
    expect((await call(null, 'GET', '/pricing/config')).json()).toEqual(expected);
    expect((await call(callers.admin, 'GET', '/api/pricing/config')).json()).toEqual(expected);
    expect(await readPricingConfig()).toEqual(expected);
    expect(await PricingConfigModel.countDocuments()).toBe(1);
  });

  it.each([
    [{ ...config, baseRatePerFoot: 12.5 }, 'adminPricing.validation.amount'],
    [{ ...config, baseRatePerFoot: -1 }, 'adminPricing.validation.amount'],
    [
      { ...config, vipMembership: { monthlyPrice: 100, discountPercentage: 101 } },
      'adminPricing.validation.percent',
    ],
    [
      { ...config, boatLengthOptions: [{ value: 0, label: 'x' }] },
      'adminPricing.validation.length',
    ],
    [
      { ...config, additionalServices: [{ name: '', pricePerFoot: 1 }] },
      'adminPricing.validation.required',
    ],
    [{ ...config, marketMinOffers: 201 }, 'adminPricing.validation.marketMinOffers'],
  ])('refuses bad input with a clear message (%#)', async (body, code) => {
    const response = await call(callers.admin, 'POST', '/api/pricing/config', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });
});
