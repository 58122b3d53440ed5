import { describe, expect, it } from 'vitest';
import { canTransition, nextStatuses, refundFor } from './job-lifecycle.ts';

const service = new Date('2030-06-10T09:00:00Z');
const hoursBefore = (hours: number) => new Date(service.getTime() - hours * 60 * 60 * 1000);
const paid = (payment_amount: number) => ({
  status: 'paid',
  payment_status: 'completed',
  payment_amount,
  job_start_date: service,
});

describe('refundFor (the terms: a full refund 48 hours or more before the service)', () => {
  it('refunds nothing before payment', () => {
    const unpaid = { ...paid(105_00), status: 'accepted', payment_status: 'pending' };
    expect(refundFor(unpaid, hoursBefore(100)).amount).toBe(0);
  });

  it('refunds an owner in full at 48 hours or more', () => {
    expect(refundFor(paid(105_00), hoursBefore(48)).amount).toBe(105_00);
    expect(refundFor(paid(105_00), hoursBefore(200)).amount).toBe(105_00);
  });

  it('refunds an owner half, rounded down, when later', () => {
    expect(refundFor(paid(105_01), hoursBefore(47.9))).toEqual({ amount: 52_50, rule: 'late' });
    expect(refundFor(paid(105_01), hoursBefore(-5)).amount).toBe(52_50);
  });

  it('always refunds in full when the provider cancels or an admin decides a refund', () => {
    expect(refundFor(paid(105_00), hoursBefore(1), 'provider').amount).toBe(105_00);
    expect(refundFor(paid(105_00), hoursBefore(1), 'admin').amount).toBe(105_00);
  });
});

describe('the job state machine', () => {
  it('lets only the named actors move a job', () => {
    expect(canTransition('done', 'confirmed', 'owner')).toBe(true);
    expect(canTransition('done', 'confirmed', 'provider')).toBe(false);
    expect(canTransition('paid_out', 'cancelled', 'admin')).toBe(false);
    expect(nextStatuses('done', 'owner').sort()).toEqual(['confirmed', 'disputed']);
  });
});
