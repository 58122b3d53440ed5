import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_RATE_PER_FOOT, bidPayout, estimatePrice, paymentBreakdown } from './index.ts';

const none = {
  polishing: false,
  coating: 'none',
  interior: false,
  engineService: false,
  repair: false,
  flybridge: false,
} as const;

describe('estimatePrice', () => {
  it('prices cleaning alone per foot', () => {
    expect(estimatePrice(10, none)).toEqual({ min: 10 * 9 * 8 * 100, max: 10 * 8 * 12 * 100 });
  });
  it('adds polishing to both factors', () => {
    expect(estimatePrice(20, { ...none, polishing: true })).toEqual({
      min: 20 * 9 * 13 * 100,
      max: 20 * 8 * 20 * 100,
    });
  });
  it.each([
    ['wax', 5, 6],
    ['ceramic', 50, 100],
  ] as const)('adds %s coating per foot', (coating, lo, hi) => {
    const base = estimatePrice(30, none);
    const coated = estimatePrice(30, { ...none, coating });
    expect(coated.min - base.min).toBe(30 * lo * 100);
    expect(coated.max - base.max).toBe(30 * hi * 100);
  });
  it('adds interior, hull repair and a flat engine service', () => {
    const base = estimatePrice(40, none);
    const all = estimatePrice(40, { ...none, interior: true, repair: true, engineService: true });
    expect(all.min - base.min).toBe((40 * 5 + 40 * 8 + 40) * 100);
    expect(all.max - base.max).toBe((40 * 10 + 40 * 15 + 70) * 100);
  });
  it('adds flybridge to the maximum only', () => {
    const base = estimatePrice(50, none);
    const fly = estimatePrice(50, { ...none, flybridge: true });
    expect(fly.min).toBe(base.min);
    expect(fly.max - base.max).toBe(50 * 22 * 100);
  });
});

describe('paymentBreakdown', () => {
  it('adds a 5% platform fee', () => {
    expect(paymentBreakdown(100_00, false)).toEqual({
      baseAmount: 100_00,
      platformFee: 5_00,
      discount: 0,
      totalAmount: 105_00,
    });
  });
  it('takes 10% off for VIP members', () => {
    expect(paymentBreakdown(100_00, true)).toEqual({
      baseAmount: 100_00,
      platformFee: 5_00,
      discount: 10_00,
      totalAmount: 95_00,
    });
  });
  it('rounds fees to whole cents', () => {
    expect(paymentBreakdown(333, false).platformFee).toBe(17);
  });
});

describe('bidPayout', () => {
  it('keeps 25% commission and pays out 75%', () => {
    expect(bidPayout(200_00)).toEqual({ commission: 50_00, netPayout: 150_00 });
  });
});

describe('estimatePrice with the admin base rate', () => {
  it('prices cleaning from the base rate per foot, a third more at the top', () => {
    expect(estimatePrice(10, none, 90_00)).toEqual({ min: 10 * 90_00, max: 10 * 120_00 });
  });
  it('keeps the built-in rate by default', () => {
    expect(estimatePrice(10, none)).toEqual(estimatePrice(10, none, DEFAULT_BASE_RATE_PER_FOOT));
  });
});
