import { z } from 'zod';
import { messageResponse, objectId, pageMeta, pagination } from './common.ts';
import { membershipRequest } from './membership.ts';

/** A member denied by a club may ask that club again after this many days (server-enforced). */
export const MEMBERSHIP_RETRY_DAYS = 7;

/** The club's accepted members, searched by name or email and paged. */
export const clubMembersQuery = pagination.extend({
  q: z.string().trim().max(100).default(''),
});
export const clubMemberList = z.object({
  data: z.array(membershipRequest),
  meta: pageMeta,
});

/**
 * What a club sees on its dashboard: counts of its own requests, and its members' activity in
 * aggregate only (never one member's details).
 */
export const clubDashboard = z.object({
  members: z.number().int(),
  pending: z.number().int(),
  denied: z.number().int(),
  /**
   * Members' requests posted this boating season: since the 1st of the club's season start
   * month (April unless the club's profile says otherwise), in the harbour's time zone.
   */
  requestsThisSeason: z.number().int(),
  /** The day this season started (YYYY-MM-DD), which the dashboard names. */
  seasonStart: z.iso.date(),
  /** Members' completed jobs. */
  jobsDone: z.number().int(),
  /** Average owner rating of the club's verified providers' rated jobs; null without any. */
  verifiedProviderRating: z.number().nullable(),
});
export type ClubDashboard = z.infer<typeof clubDashboard>;
export const clubDashboardResponse = z.object({ data: clubDashboard });

export const membershipEndedResponse = messageResponse;

/** A provider as a club sees it when vouching: business title and name. */
export const clubProvider = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  verified: z.boolean(),
});
export type ClubProvider = z.infer<typeof clubProvider>;
export const clubProviderList = z.object({ data: z.array(clubProvider) });
export const clubProviderSearchQuery = z.object({ q: z.string().trim().max(100).default('') });
export const clubProviderBody = z.object({ providerId: objectId });
export const clubProviderParams = z.object({ providerId: objectId });
export const clubProviderResponse = z.object({ message: z.string(), data: clubProvider });
