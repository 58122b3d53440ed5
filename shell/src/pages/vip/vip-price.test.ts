import { describe, expect, it } from 'vitest';
import { vipPriceFrom } from './vip-price.ts';

describe('vipPriceFrom', () => {
  it('reads the VIP price and discount of the pricing configuration', () => {
    expect(
      vipPriceFrom({
        baseRate: 300,
        vipMembership: { monthlyPrice: 1499, discountPercentage: 10 },
      }),
    ).toEqual({ monthlyPrice: 1499, discountPercentage: 10 });
  });

  it('has no price for an answer without a usable one', () => {
    expect(vipPriceFrom({ vipMembership: { monthlyPrice: '14.99', discountPercentage: 10 } })).toBe(
      null,
    );
    expect(vipPriceFrom({ vipMembership: { monthlyPrice: -1, discountPercentage: 10 } })).toBe(
      null,
    );
    expect(vipPriceFrom({ vipMembership: { monthlyPrice: 1499 } })).toBe(null);
    expect(vipPriceFrom({})).toBe(null);
    expect(vipPriceFrom(null)).toBe(null);
  });
});
