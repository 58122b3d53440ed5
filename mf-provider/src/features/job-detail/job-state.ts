import type { JobPostDetail } from '@boatcare/shared-domain/schemas/job-post';
import type { JobWork } from '@boatcare/shared-domain/schemas/job-work';

/**
 * Where a job stands for the provider, from the open request to the payout: open (no offer of
 * theirs), offered, closed (another offer won, or the request was withdrawn), then their job's
 * own states (won = accepted, waiting for the owner's payment).
 */
export type ProviderJobState =
  | 'open'
  | 'offered'
  | 'closed'
  | 'won'
  | 'paid'
  | 'in_progress'
  | 'done'
  | 'disputed'
  | 'confirmed'
  | 'paid_out'
  | 'cancelled';

/** The one thing the page asks the provider to do next, or null while they wait. */
export type PrimaryAction =
  'makeOffer' | 'changeOffer' | 'start' | 'addBeforePhotos' | 'addAfterPhotos' | 'markDone';

type PostFacts = Pick<JobPostDetail, 'status' | 'mybid' | 'job'>;

export function providerJobState(post: PostFacts): ProviderJobState {
  if (post.job) return post.job.status === 'accepted' ? 'won' : post.job.status;
  const open = post.status === 'active' || post.status === 'bid_placed';
  if (!open) return 'closed';
  return post.mybid ? 'offered' : 'open';
}

/** The services still without a before (or an after) photo. */
export function missingPhotos(
  work: Pick<JobWork, 'services' | 'photos'>,
  phase: 'before' | 'after',
) {
  return work.services.filter(
    (service) => !work.photos.some((photo) => photo.service === service && photo.phase === phase),
  );
}

/**
 * The primary action of a state: an offer while the request is open; on their job, start it
 * once paid, then the before photos, the after photos, and marking it done, in that order.
 */
export function primaryActionOf(
  state: ProviderJobState,
  work: Pick<JobWork, 'services' | 'photos' | 'allowed'> | undefined,
): PrimaryAction | null {
  if (state === 'open') return 'makeOffer';
  if (state === 'offered') return 'changeOffer';
  if (!work) return null;
  if (state === 'paid' && work.allowed.includes('in_progress')) return 'start';
  if (state !== 'in_progress') return null;
  if (missingPhotos(work, 'before').length > 0) return 'addBeforePhotos';
  if (missingPhotos(work, 'after').length > 0) return 'addAfterPhotos';
  return work.allowed.includes('done') ? 'markDone' : null;
}
