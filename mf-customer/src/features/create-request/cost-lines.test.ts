import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, estimatePrice, estimateRequest } from '@boatcare/shared-domain/pricing';
import { NO_SERVICES, selectionOf } from '@boatcare/shared-domain/schemas/job-post-services';
import { costLines } from './cost-lines.ts';

const pricing = {
  ...DEFAULT_PRICING,
  additionalServices: [
    { id: 'antifouling', name: 'Antifouling', pricePerFoot: 15_00, description: '' },
    { id: 'teak', name: 'Teak care', pricePerFoot: 4_00, description: '' },
  ],
};

describe('costLines', () => {
  it('is cleaning alone when nothing else is chosen', () => {
    const { lines, total } = costLines(10, NO_SERVICES, false, DEFAULT_PRICING);
    const rate = DEFAULT_PRICING.baseRatePerFoot;
    expect(lines).toEqual([
      { key: 'cleaning', min: 10 * rate, max: Math.round((10 * rate * 4) / 3) },
    ]);
    expect(total).toEqual(estimatePrice(10, { ...NO_SERVICES, flybridge: false }));
  });

  it('adds up to the estimate with every service', () => {
    const services = {
      ...NO_SERVICES,
      polishing: true,
      coating: 'ceramic' as const,
      interior: true,
      repair: true,
      engineService: true,
    };
    const { lines, total } = costLines(42, services, true, pricing, ['teak', 'antifouling']);
    expect(lines.map((l) => l.key)).toEqual([
      'cleaning',
      'polishing',
      'ceramic',
      'interior',
      'repair',
      'engineService',
      'flybridge',
      'antifouling',
      'teak',
    ]);
    expect(lines.reduce((sum, l) => sum + l.min, 0)).toBe(total.min);
    expect(lines.reduce((sum, l) => sum + l.max, 0)).toBe(total.max);
    expect(total).toEqual(
      estimateRequest(42, selectionOf(services, true), pricing, ['teak', 'antifouling']),
    );
    expect(lines.find((l) => l.key === 'flybridge')).toEqual({
      key: 'flybridge',
      min: 0,
      // The spec's 22 kroner a foot, in base minor units (US cents).
      max: Math.round((42 * 22 * 100) / 6.41),
    });
  });

  it('prices an additional service at its price per foot times the length, named as configured', () => {
    const { lines } = costLines(30, NO_SERVICES, false, pricing, ['antifouling']);
    expect(lines[1]).toEqual({
      key: 'antifouling',
      name: 'Antifouling',
      min: 30 * 15_00,
      max: 30 * 15_00,
    });
  });
});
