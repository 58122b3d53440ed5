import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING } from '@boatcare/shared-domain/pricing';
import { draftOf, pricingForm } from './pricing-draft.ts';

describe('the pricing form', () => {
  it("sends amounts typed in the admin's currency as base minor units", () => {
    const draft = draftOf(DEFAULT_PRICING, 'USD');
    const body = pricingForm('USD').parse({ ...draft, baseRatePerFoot: '100,50' });
    expect(body.baseRatePerFoot).toBe(100_50);
    expect(body.boatLengthOptions).toEqual(DEFAULT_PRICING.boatLengthOptions);
  });

  it('puts the shared rules’ messages on the fields they are about', () => {
    const draft = draftOf(DEFAULT_PRICING, 'USD');
    const result = pricingForm('USD').safeParse({
      ...draft,
      boatLengthOptions: [{ value: '0', label: '' }],
      vipMembership: { ...draft.vipMembership, discountPercentage: '120' },
      marketMinOffers: '0',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['boatLengthOptions.0.value', 'adminPricing.validation.length'],
      ['boatLengthOptions.0.label', 'adminPricing.validation.required'],
      ['vipMembership.discountPercentage', 'adminPricing.validation.percent'],
      ['marketMinOffers', 'adminPricing.validation.marketMinOffers'],
    ]);
  });
});
