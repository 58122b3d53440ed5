import { useTranslation } from 'react-i18next';
import type { MyBidStatus } from '@boatcare/shared-domain/schemas/nearby';
import { Badge } from '@boatcare/shared-ui';

const TONES = {
  pending: 'warning',
  accepted: 'success',
  notChosen: 'neutral',
  closed: 'neutral',
} as const;

/** Where the provider's own bid stands. */
export function BidStatusBadge({ status }: { status: MyBidStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`supplierJobs.bidStatus.${status}`)}</Badge>;
}
