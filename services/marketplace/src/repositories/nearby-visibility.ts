import { OPEN_STATUSES } from './job-posts.ts';

/**
 * Which requests a provider may see in nearby jobs: the one place this rule lives (a club
 * priority rule is to join it here). Today: requests still open for offers, with no bid accepted,
 * that the provider has not been refused on (a request whose accepted bid is someone else's is
 * closed to them, and no other refusal exists yet). A Mongo filter, combined with the search's.
 */
export async function nearbyVisibility(_provider: string): Promise<Record<string, unknown>> {
  return { status: { $in: OPEN_STATUSES }, acceptedBid: null };
}
