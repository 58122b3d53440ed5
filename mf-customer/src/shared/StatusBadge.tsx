import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '@boatcare/shared-ui';

const REQUEST_TONES: Record<string, Tone> = {
  active: 'info',
  bid_placed: 'warning',
  bid_accepted: 'success',
  cancelled: 'danger',
  newcomment: 'neutral',
};

/** A request's status (active, bid_placed, bid_accepted, cancelled). */
export function RequestStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={REQUEST_TONES[status] ?? 'neutral'}>
      {t(`requestStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}

const PAYMENT_TONES: Record<string, Tone> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'info',
  partially_refunded: 'info',
};

/** An order's payment status, in the spec's words; anything else reads 'Status Unknown'. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = status in PAYMENT_TONES;
  return (
    <Badge tone={PAYMENT_TONES[status] ?? 'neutral'}>
      {t(known ? `paymentStatus.${status}` : 'paymentStatus.unknown')}
    </Badge>
  );
}
