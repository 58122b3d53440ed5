import { describe, expect, it } from 'vitest';
import { formatEstimate } from './estimate-display.ts';

describe('formatEstimate', () => {
  it('shows whole units of the rounded estimate, no cents', () => {
    // $337.00 and $449.40 are DKK 2,160.17 and 2,880.65: shown as 2,150 to 2,900.
    expect(formatEstimate({ min: 337_00, max: 449_40 }, 'DKK', 'en')).toMatch(
      /^DKK\s?2,150\s?–\s?2,900$/,
    );
    expect(formatEstimate({ min: 337_00, max: 449_40 }, 'DKK', 'da')).toMatch(
      /2\.150.*2\.900\s?kr\./,
    );
    expect(formatEstimate({ min: 336_00, max: 454_99 }, 'USD', 'en')).toMatch(
      /^US\$330\s?–\s?(US\$)?460$/,
    );
  });
});
