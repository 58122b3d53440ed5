import { claimLease, isClaimed, releaseOnce } from '@boatcare/server-kit';

/**
 * A job marked done keeps the photos it was marked done with, so marking done and removing a
 * photo must not both succeed. Neither is one atomic update on FerretDB v1 (a filtered update
 * is not), so each side writes first and reads the other's write after: "done" claims the
 * job's closing (a unique insert), then checks the photos; a removal deletes the photo, then
 * looks at the claim and the job's state and puts the photo back if either says done. Of two
 * such requests at once the second always sees the first.
 */
const closingKey = (jobId: string) => `job-closing:${jobId}`;

/** A closing claim this old was left by a request that died before finishing. */
const STALE_MS = 60_000;

/** "Done" starts: false when another "done" of the same job is under way. */
export const claimClosing = (jobId: string) => claimLease(closingKey(jobId), STALE_MS);

/** "Done" failed (photos missing, the job changed meanwhile): removals may go on. */
export const releaseClosing = (jobId: string) => releaseOnce(closingKey(jobId));

/** Whether the job is being (or was) marked done. */
export const isClosing = (jobId: string) => isClaimed(closingKey(jobId));
