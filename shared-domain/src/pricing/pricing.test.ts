import { describe, expect, it } from 'vitest';
import { fromBaseMinor, toBaseMinor } from '../locale.ts';
import {
  DEFAULT_BASE_RATE_PER_FOOT,
  bidPayout,
  bidStanding,
  estimatePrice,
  isFarOut,
  paymentBreakdown,
  roundedEstimate,
} from './index.ts';

const none = {
  polishing: false,
  coating: 'none',
  interior: false,
  engineService: false,
  repair: false,
  flybridge: false,
} as const;

/** The spec's kroner in base minor units (US cents), unrounded. */
const kr = (kroner: number) => (kroner * 100) / 6.41;

describe('estimatePrice', () => {
  it('prices cleaning alone per foot: the spec’s 72 to 96 kroner a foot', () => {
    expect(DEFAULT_BASE_RATE_PER_FOOT).toBe(11_23);
    expect(estimatePrice(10, none)).toEqual({
      min: 10 * 11_23,
      max: Math.round((10 * 11_23 * 4) / 3),
    });
  });
  it('prices a 30 ft cleaning as providers do (about US$340 to US$450)', () => {
    expect(estimatePrice(30, none)).toEqual({ min: 336_90, max: 449_20 });
  });
  it('adds polishing to both factors', () => {
    const base = estimatePrice(20, none);
    const polished = estimatePrice(20, { ...none, polishing: true });
    expect(polished.min - base.min).toBe(Math.round(kr(20 * 9 * 5)));
    expect(polished.max - base.max).toBe(Math.round(kr(20 * 8 * 8)));
  });
  it.each([
    ['wax', 5, 6],
    ['ceramic', 50, 100],
  ] as const)('adds %s coating per foot', (coating, lo, hi) => {
    const base = estimatePrice(30, none);
    const coated = estimatePrice(30, { ...none, coating });
    expect(coated.min - base.min).toBe(Math.round(kr(30 * lo)));
    expect(coated.max - base.max).toBe(Math.round(kr(30 * hi)));
  });
  it('adds interior, hull repair and a flat engine service', () => {
    const base = estimatePrice(40, none);
    const all = estimatePrice(40, { ...none, interior: true, repair: true, engineService: true });
    const each = (...kroner: number[]) => kroner.reduce((sum, k) => sum + Math.round(kr(k)), 0);
    expect(all.min - base.min).toBe(each(40 * 5, 40 * 8, 40));
    expect(all.max - base.max).toBe(each(40 * 10, 40 * 15, 70));
  });
  it('adds flybridge to the maximum only', () => {
    const base = estimatePrice(50, none);
    const fly = estimatePrice(50, { ...none, flybridge: true });
    expect(fly.min).toBe(base.min);
    expect(fly.max - base.max).toBe(Math.round(kr(50 * 22)));
  });
});

describe('roundedEstimate', () => {
  it('rounds the low end down and the high end up to 50 kroner or 10 dollars', () => {
    const range = estimatePrice(30, none);
    const dkk = roundedEstimate(range, 'DKK');
    expect(Math.round(fromBaseMinor(dkk.min, 'DKK'))).toBe(2150);
    expect(Math.round(fromBaseMinor(dkk.max, 'DKK'))).toBe(2900);
    const usd = roundedEstimate(range, 'USD');
    expect(usd).toEqual({ min: 330_00, max: 450_00 });
  });
});

describe('bidStanding against the estimate', () => {
  it('does not flag a realistic offer on a 30 ft cleaning as far below', () => {
    const range = estimatePrice(30, none);
    expect(isFarOut(bidStanding(toBaseMinor(2_500, 'DKK'), range))).toBe(false);
    expect(isFarOut(bidStanding(300_00, range))).toBe(false);
    expect(bidStanding(100_00, range)).toBe('farBelow');
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
