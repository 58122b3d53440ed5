import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from '../enums.ts';
import { objectId } from './common.ts';

export const CLUB_SEARCH_LIMIT = 20;

export const clubSearchQuery = z.object({ q: z.string().trim().max(100).default('') });

/** A club as members see it in search results and on their requests. */
export const clubSummary = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  logoUrl: z.string(),
});
export type ClubSummary = z.infer<typeof clubSummary>;

export const clubSearchResult = clubSummary.extend({
  /** The caller's own request to this club, if any: the screen shows Pending instead of Join. */
  membershipStatus: z.enum(MEMBERSHIP_STATUSES).nullable(),
});
export const clubSearchResponse = z.object({ data: z.array(clubSearchResult) });

export const membershipRequest = z.object({
  id: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  club: clubSummary,
  user: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  created_date: z.string(),
});
export type MembershipRequest = z.infer<typeof membershipRequest>;

export const membershipRequestBody = z.object({ clubId: objectId });
export const membershipDecisionBody = z.object({
  status: z.enum(['accepted', 'denied'], { error: 'membership.validation.status' }),
});

export const membershipRequestList = z.object({ data: z.array(membershipRequest) });
export const membershipRequestResponse = z.object({ message: z.string(), data: membershipRequest });
