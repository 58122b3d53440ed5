import { describe, expect, it } from 'vitest';
import { bidStanding, isFarOut } from './bid-standing.ts';

const estimate = { min: 1000_00, max: 2000_00 };

describe('bidStanding', () => {
  it('places a bid against the estimate range', () => {
    expect(bidStanding(400_00, estimate)).toBe('farBelow');
    expect(bidStanding(500_00, estimate)).toBe('below');
    expect(bidStanding(999_99, estimate)).toBe('below');
    expect(bidStanding(1000_00, estimate)).toBe('within');
    expect(bidStanding(2000_00, estimate)).toBe('within');
    expect(bidStanding(2000_01, estimate)).toBe('above');
    expect(bidStanding(4000_01, estimate)).toBe('farAbove');
  });

  it('counts any bid as within when the request has no estimate', () => {
    expect(bidStanding(1, { min: 0, max: 0 })).toBe('within');
  });

  it('warns only far outside', () => {
    expect(isFarOut('farBelow')).toBe(true);
    expect(isFarOut('farAbove')).toBe(true);
    expect(isFarOut('below')).toBe(false);
    expect(isFarOut('within')).toBe(false);
  });
});
