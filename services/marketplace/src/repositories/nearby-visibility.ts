import { clubPriorityClause } from './club-priority.ts';
import { OPEN_STATUSES } from './job-posts.ts';

/**
 * Which requests a provider may see in nearby jobs: the one place this rule lives. Requests
 * still open for offers, with no bid accepted (a request whose accepted bid is someone else's is
 * closed to them; no other refusal exists yet), and, during a club member's priority window,
 * only to the providers that club has verified. A Mongo filter, combined with the search's.
 */
export async function nearbyVisibility(provider: string): Promise<Record<string, unknown>> {
  return {
    status: { $in: OPEN_STATUSES },
    acceptedBid: null,
    ...(await clubPriorityClause(provider, new Date())),
  };
}
