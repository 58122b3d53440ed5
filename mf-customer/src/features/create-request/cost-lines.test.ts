import { describe, expect, it } from 'vitest';
import { NO_SERVICES, estimatePrice } from '@boatcare/shared-domain';
import { costLines } from './cost-lines.ts';

describe('costLines', () => {
  it('is cleaning alone when nothing else is chosen', () => {
    const { lines, total } = costLines(10, NO_SERVICES, false);
    expect(lines).toEqual([{ key: 'cleaning', min: 10 * 9 * 8 * 100, max: 10 * 8 * 12 * 100 }]);
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
    const { lines, total } = costLines(42, services, true);
    expect(lines.map((l) => l.key)).toEqual([
      'cleaning',
      'polishing',
      'ceramic',
      'interior',
      'repair',
      'engineService',
      'flybridge',
    ]);
    expect(lines.reduce((sum, l) => sum + l.min, 0)).toBe(total.min);
    expect(lines.reduce((sum, l) => sum + l.max, 0)).toBe(total.max);
    expect(lines.find((l) => l.key === 'flybridge')).toEqual({
      key: 'flybridge',
      min: 0,
      max: 42 * 22 * 100,
    });
  });
});
