import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, toQuery } from './filters.ts';

describe('toQuery', () => {
  it('sends nothing for the defaults (the server uses the profile)', () => {
    expect(toQuery(EMPTY_FILTER)).toEqual({});
  });

  it("turns the spec's bands, distance, services and name into query fields", () => {
    expect(
      toQuery({
        place: '',
        length: 'medium',
        price: 'high',
        distance: '25',
        services: ['interior', 'polishing'],
        boatName: '  Sea ',
      }),
    ).toEqual({
      boatLengthFrom: 30,
      boatLengthTo: 50,
      priceFrom: 600,
      radius: 25,
      additionalServices: 'polishing,interior',
      boatName: 'Sea',
    });
    expect(toQuery({ ...EMPTY_FILTER, length: 'small', price: 'low' })).toEqual({
      boatLengthTo: 30,
      priceTo: 300,
    });
  });
});
