import { describe, expect, it } from 'vitest';
import { NO_SERVICES, selectionOf } from '../schemas/job-post-services.ts';
import { estimatePrice } from './estimate.ts';
import { chosenExtras, estimateRequest } from './request-estimate.ts';

const none = selectionOf(NO_SERVICES, false);

const pricing = {
  baseRatePerFoot: 50_00,
  additionalServices: [
    { id: 'antifouling', name: 'Antifouling', pricePerFoot: 12_50, description: '' },
    { id: 'teak', name: 'Teak care', pricePerFoot: 7_00, description: 'Oiled' },
  ],
};

describe('estimateRequest', () => {
  it('is the base rate times the length when no additional service is chosen', () => {
    expect(estimateRequest(30, none, pricing)).toEqual(estimatePrice(30, none, 50_00));
    expect(estimateRequest(30, none, pricing)).toEqual({
      min: 30 * 50_00,
      max: 30 * 50_00 * (4 / 3),
    });
  });

  it('adds each chosen additional service at its price per foot times the length', () => {
    const base = estimatePrice(30, none, 50_00);
    expect(estimateRequest(30, none, pricing, ['antifouling'])).toEqual({
      min: base.min + 30 * 12_50,
      max: base.max + 30 * 12_50,
    });
    expect(estimateRequest(30, none, pricing, ['teak', 'antifouling'])).toEqual({
      min: base.min + 30 * (12_50 + 7_00),
      max: base.max + 30 * (12_50 + 7_00),
    });
  });

  it('follows the configured price of a service', () => {
    const dearer = {
      ...pricing,
      additionalServices: pricing.additionalServices.map((s) => ({ ...s, pricePerFoot: 20_00 })),
    };
    const cheap = estimateRequest(40, none, pricing, ['teak']);
    const dear = estimateRequest(40, none, dearer, ['teak']);
    expect(dear.min - cheap.min).toBe(40 * (20_00 - 7_00));
  });

  it('ignores ids the configuration does not have, and keeps the built-in services', () => {
    const polished = { ...none, polishing: true };
    expect(estimateRequest(20, polished, pricing, ['gone'])).toEqual(
      estimatePrice(20, polished, 50_00),
    );
  });
});

describe('chosenExtras', () => {
  it('names the chosen services in the configuration’s order with their price', () => {
    expect(chosenExtras(pricing, ['teak', 'antifouling', 'gone'])).toEqual([
      { id: 'antifouling', name: 'Antifouling', pricePerFoot: 12_50 },
      { id: 'teak', name: 'Teak care', pricePerFoot: 7_00 },
    ]);
  });
});
