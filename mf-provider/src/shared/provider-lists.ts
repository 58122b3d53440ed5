import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';

/** The provider's screens of requests, bids and jobs: a bid or a job's change makes them stale. */
export const PROVIDER_LISTS = [
  jobpost.nearby,
  jobpost.myBids,
  jobpost.get,
  jobs.myJobs,
  jobs.calendar,
] as const;
