import type { Types } from 'mongoose';
import type { CalendarItem, CalendarQuery } from '@boatcare/shared-domain/schemas/nearby';
import { findEach } from '@boatcare/server-kit';
import { JobModel, JobPostModel, type Job } from '@boatcare/server-kit/models';
import { auctioneerView, peopleByIds } from './people.ts';

type JobRecord = Job & { _id: Types.ObjectId };

/**
 * GET /jobs/calendar: the provider's orders starting in one month (UTC), earliest first, each
 * with the boat's length, the owner's company name and the amount. Cancelled jobs are not on it.
 */
export async function calendarMonth(
  provider: string,
  { month, year }: CalendarQuery,
): Promise<CalendarItem[]> {
  const from = new Date(Date.UTC(year, month - 1, 1));
  const to = new Date(Date.UTC(year, month, 1));
  const jobs = await JobModel.find({
    bidder: provider,
    job_start_date: { $gte: from, $lt: to },
    status: { $ne: 'cancelled' },
  })
    .sort({ job_start_date: 1, _id: 1 })
    .lean<JobRecord[]>();
  const [posts, people] = await Promise.all([
    findEach(
      jobs.map((job) => job.jobPost),
      (_id) => JobPostModel.findOne({ _id }, { lengthFeet: 1, boatName: 1 }).lean(),
    ),
    peopleByIds(jobs.map((job) => job.auctioneer)),
  ]);
  const byId = new Map(posts.map((post) => [String(post._id), post]));
  return jobs.map((job) => {
    const post = byId.get(String(job.jobPost));
    return {
      id: String(job._id),
      jobPostId: String(job.jobPost),
      start: new Date(job.job_start_date ?? from).toISOString(),
      title: job.title ?? '',
      job_details: { boat_length: post?.lengthFeet ?? 0, boat_name: post?.boatName ?? '' },
      auctioneer: { company_name: auctioneerView(people.get(String(job.auctioneer))).company_name },
      payment: { amount: job.payment_amount, status: job.payment_status ?? 'pending' },
    };
  });
}
