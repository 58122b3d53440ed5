import { describe, expect, it } from 'vitest';
import { paymentBreakdown } from './fees.ts';
import { jobLedgerSplit, ledgerBalances, type LedgerSum } from './ledger.ts';

describe('jobLedgerSplit', () => {
  it.each([
    [200_00, false],
    [99_99, false],
    [250_00, true],
    [1, true],
    [45_55, true],
  ])('divides the charge of a %i bid (VIP %s) exactly', (bid, vip) => {
    const split = jobLedgerSplit(paymentBreakdown(bid, vip));
    expect(split.platform_fee - split.discount + split.commission + split.provider_share).toBe(
      split.charge,
    );
    expect(split.commission + split.provider_share).toBe(bid);
  });
});

describe('ledgerBalances', () => {
  const paidJob = (state: 'pending' | 'available' | 'cancelled'): LedgerSum[] => [
    { kind: 'charge', state: null, amount: 105_00 },
    { kind: 'platform_fee', state: null, amount: 5_00 },
    { kind: 'commission', state: null, amount: 25_00 },
    { kind: 'provider_share', state, amount: 75_00 },
  ];

  it('balances a paid, a released and a refunded job', () => {
    const totals = ledgerBalances([
      ...paidJob('pending'),
      ...paidJob('available'),
      { kind: 'payout', state: null, amount: 75_00 },
      ...paidJob('cancelled'),
      { kind: 'refund', state: null, amount: 105_00 },
    ]);
    expect(totals).toMatchObject({
      charges: 315_00,
      refunds: 105_00,
      sharesPending: 75_00,
      sharesAvailable: 75_00,
      sharesCancelled: 75_00,
      payouts: 75_00,
      platformNet: 60_00,
      balanced: true,
    });
  });

  it('does not balance when a share is paid out twice or an entry is missing', () => {
    expect(
      ledgerBalances([...paidJob('available'), { kind: 'payout', state: null, amount: 150_00 }])
        .balanced,
    ).toBe(false);
    expect(ledgerBalances(paidJob('pending').slice(0, 3)).balanced).toBe(false);
  });
});
