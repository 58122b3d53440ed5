import { describe, expect, it } from 'vitest';
import { refundAmount } from './refund-rule.ts';

const service = new Date('2030-06-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(service.getTime() - hours * 60 * 60 * 1000);

describe('refundAmount (the terms: a full refund 48 hours or more before the service)', () => {
  it('refunds an owner in full at 48 hours or more', () => {
    const base = { charge: 105_00, serviceDate: service, cancelledBy: 'owner' } as const;
    expect(refundAmount({ ...base, cancelledAt: hoursBefore(48) })).toBe(105_00);
    expect(refundAmount({ ...base, cancelledAt: hoursBefore(200) })).toBe(105_00);
  });

  it('refunds an owner half when later', () => {
    const base = { charge: 105_01, serviceDate: service, cancelledBy: 'owner' } as const;
    expect(refundAmount({ ...base, cancelledAt: hoursBefore(47.9) })).toBe(52_51);
    expect(refundAmount({ ...base, cancelledAt: hoursBefore(-5) })).toBe(52_51);
  });

  it('always refunds in full when the provider cancels or an admin decides a refund', () => {
    const late = { charge: 105_00, serviceDate: service, cancelledAt: hoursBefore(1) };
    expect(refundAmount({ ...late, cancelledBy: 'provider' })).toBe(105_00);
    expect(refundAmount({ ...late, cancelledBy: 'admin' })).toBe(105_00);
  });
});
