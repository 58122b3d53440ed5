import { describe, expect, it } from 'vitest';
import type { AdminJobPostDetail } from '@boatcare/shared-domain/schemas/admin-people';
import { bodyOf, valuesOf } from './post-form.ts';

const post: AdminJobPostDetail = {
  id: '6b04366e3064c1b1ed23d42c',
  ownerEmail: 'owner@boatcare.test',
  boatName: 'Havørn',
  boatType: 'Sailboat',
  material: 'Gelcoat',
  lengthFeet: 32,
  locationType: 'In water',
  notes: '',
  status: 'active',
  location: {
    latitude: 55.68,
    longitude: 12.59,
    dockNumber: 'B12',
    address: 'Nyhavn',
    placeId: '',
  },
  services: {
    cleaning: true,
    polishing: false,
    coating: 'none',
    interior: false,
    engineService: false,
    repair: false,
  },
  preferredDate: '2030-06-03T00:00:00.000Z',
  bid_start_date: null,
  bid_end_date: null,
  // US cents.
  min_bid_amount: 100_00,
  max_bid_amount: 333_33,
  estimatedPriceMin: 200_00,
  estimatedPriceMax: 400_00,
  created_date: '2030-05-01T00:00:00.000Z',
};

describe('the job post form amounts', () => {
  it("shows the amounts in the admin's currency (DKK), not in US dollars", () => {
    const values = valuesOf(post, 'DKK');
    expect(values.min_bid_amount).toBe('641.00');
    expect(values.estimatedPriceMax).toBe('2564.00');
    expect(valuesOf(post, 'USD').min_bid_amount).toBe('100.00');
  });

  it('sends a typed DKK amount as base minor units, and leaves untouched amounts exactly', () => {
    const values = { ...valuesOf(post, 'DKK'), min_bid_amount: '1282' };
    const body = bodyOf(values, post, 'DKK');
    expect(body.min_bid_amount).toBe(200_00);
    // 333.33 USD shows as 2136.65 DKK; unchanged, it stays 33333 cents.
    expect(body.max_bid_amount).toBe(333_33);
    expect(bodyOf({ ...values, estimatedPriceMin: '64,1' }, post, 'DKK').estimatedPriceMin).toBe(
      10_00,
    );
  });
});
