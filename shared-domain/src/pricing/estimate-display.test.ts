import { describe, expect, it } from 'vitest';
import { formatEstimate, roundedEstimate } from './estimate-display.ts';

describe('roundedEstimate', () => {
  it('rounds each end to DKK 50 in Danish kroner', () => {
    // $337.00 and $449.40 are DKK 2,160.17 and 2,880.65.
    expect(roundedEstimate({ min: 337_00, max: 449_40 }, 'DKK')).toEqual({ min: 2150, max: 2900 });
  });
  it('rounds to 10 in dollars and euros, never below one step', () => {
    expect(roundedEstimate({ min: 336_00, max: 454_99 }, 'USD')).toEqual({ min: 340, max: 450 });
    expect(roundedEstimate({ min: 1_00, max: 2_00 }, 'EUR')).toEqual({ min: 10, max: 10 });
  });
});

describe('formatEstimate', () => {
  it('shows whole units, no cents', () => {
    expect(formatEstimate({ min: 337_00, max: 449_40 }, 'DKK', 'en')).toMatch(
      /^DKK\s?2,150\s?–\s?2,900$/,
    );
    expect(formatEstimate({ min: 337_00, max: 449_40 }, 'DKK', 'da')).toMatch(
      /2\.150.*2\.900\s?kr\./,
    );
  });
});
