import * as dashboards from '@boatcare/shared-domain/endpoints/dashboards';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';

/** What a change to a request or its order makes stale: the requests, the orders, the dashboard. */
export const CUSTOMER_LISTS = [jobpost.list, jobpost.get, jobs.list, dashboards.customer];
