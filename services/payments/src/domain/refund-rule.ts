/** Cancelled at least this long before the service: a full refund (the terms' rule). */
const FULL_REFUND_NOTICE_MS = 48 * 60 * 60 * 1000;
/** What an owner who cancels later gets back, in percent of the charge. */
export const LATE_CANCELLATION_REFUND_PERCENT = 50;

export interface RefundCase {
  /** What the owner paid, minor units. */
  charge: number;
  /** When the service was to happen; null when no date was set. */
  serviceDate: Date | null;
  cancelledAt: Date;
  /** Who cancelled: the owner, the provider, an admin (a dispute decided as a refund). */
  cancelledBy: 'owner' | 'provider' | 'admin' | 'system';
}

/**
 * How much of a paid order goes back to the owner on cancellation, in minor units. The terms:
 * a full refund when cancelled 48 hours or more before the service; an owner who cancels later
 * gets half back. A cancellation by the provider or an admin's refund decision is always full.
 */
export function refundAmount({
  charge,
  serviceDate,
  cancelledAt,
  cancelledBy,
}: RefundCase): number {
  if (cancelledBy !== 'owner' || !serviceDate) return charge;
  const notice = serviceDate.getTime() - cancelledAt.getTime();
  if (notice >= FULL_REFUND_NOTICE_MS) return charge;
  return Math.round((charge * LATE_CANCELLATION_REFUND_PERCENT) / 100);
}
