import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@boatcare/shared-domain/schemas/job';
import { Badge, type Tone } from '@boatcare/shared-ui/core';

const TONES: Record<JobStatus, Tone> = {
  accepted: 'warning',
  paid: 'info',
  in_progress: 'info',
  done: 'warning',
  confirmed: 'success',
  paid_out: 'success',
  cancelled: 'neutral',
  disputed: 'danger',
};

/** Where a job stands, in the same words and colours on every screen of every role. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status] ?? 'neutral'}>{t(`jobLifecycle.status.${status}`)}</Badge>;
}
