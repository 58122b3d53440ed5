import { describe, expect, it } from 'vitest';
import { NO_SERVICES, selectionOf } from '../schemas/job-post-services.ts';
import { lengthBand, marketKey, marketRange } from './market.ts';

const job = {
  lengthFeet: 32,
  selection: selectionOf({ ...NO_SERVICES, polishing: true, coating: 'wax' }, false),
  extraIds: ['b', 'a'],
  latitude: 55.68,
  longitude: 12.57,
};

describe('market estimate', () => {
  it('bands boats by 10 ft up to 60 ft', () => {
    expect([10, 19, 20, 59, 60, 200].map(lengthBand)).toEqual([
      '10-19',
      '10-19',
      '20-29',
      '50-59',
      '60+',
      '60+',
    ]);
  });

  it('keys comparable jobs alike and different services apart', () => {
    expect(marketKey(job)).toBe('30-39|polishing+wax+a+b|55:12');
    expect(marketKey({ ...job, lengthFeet: 38, latitude: 55.1 })).toBe(marketKey(job));
    expect(marketKey({ ...job, selection: selectionOf(NO_SERVICES, false), extraIds: [] })).toBe(
      '30-39|cleaning|55:12',
    );
  });

  it('is the middle half of prices per foot times the length, only from the threshold', () => {
    const perFoot = [1000, 1100, 1200, 1300, 1400];
    expect(marketRange(perFoot, 30, 6)).toBeNull();
    expect(marketRange([], 30, 0)).toBeNull();
    expect(marketRange(perFoot, 30, 5)).toEqual({ min: 33_000, max: 39_000 });
  });
});
