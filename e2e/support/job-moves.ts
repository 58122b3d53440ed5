import mongoose from 'mongoose';
import { transitionJob } from '@boatcare/server-kit';
import { JobModel } from '@boatcare/server-kit/models';
import type { JobStatus } from '@boatcare/shared-domain';

/**
 * Moves an order through the job machine with server-kit's transitionJob, on the platform's
 * database: what the completion screens (start, done, confirm, cancel) do, for journeys that
 * are about what happens after (payouts, refunds). The event log it writes is what the
 * services' workers consume.
 */
export async function moveJob(jobId: string, steps: JobStatus[]): Promise<void> {
  const url = process.env.BOATCARE_E2E_MONGO_URL;
  if (!url) throw new Error('BOATCARE_E2E_MONGO_URL is set by the e2e global setup');
  if (mongoose.connection.readyState !== 1) await mongoose.connect(url);
  const job = await JobModel.findById(jobId).lean();
  if (!job) throw new Error(`no job ${jobId}`);
  const owner = { role: 'owner' as const, userId: String(job.auctioneer) };
  const provider = { role: 'provider' as const, userId: String(job.bidder) };
  for (const to of steps) {
    await transitionJob(jobId, to, to === 'in_progress' || to === 'done' ? provider : owner);
  }
}

export const disconnectJobs = () => mongoose.disconnect();
