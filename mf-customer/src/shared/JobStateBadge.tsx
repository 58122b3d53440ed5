import { useTranslation } from 'react-i18next';
import type { OwnerJobState } from '@boatcare/shared-domain/lifecycle';
import { Badge, type Tone } from '@boatcare/shared-ui';

const TONES: Record<OwnerJobState, Tone> = {
  posted: 'info',
  offers: 'warning',
  accepted: 'warning',
  paid: 'success',
  in_progress: 'info',
  done: 'warning',
  confirmed: 'warning',
  reviewed: 'success',
  cancelled: 'neutral',
  disputed: 'danger',
};

/** Where one of the owner's jobs stands, in words (the same words as its page's header). */
export function JobStateBadge({ state }: { state: OwnerJobState }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[state]}>{t(`jobList.state.${state}`)}</Badge>;
}
