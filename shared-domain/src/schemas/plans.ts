import { z } from 'zod';
import { toBaseMinor, type Currency } from '../locale.ts';
import { moneyMinor, objectId } from './common.ts';

/**
 * Seasonal care plans (issue 26): a request turned into visits over the club's season, offered
 * to providers once (a price per visit); each visit becomes a job of its own on its date.
 */
export const PLAN_KINDS = ['recurring', 'yearly'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const VISIT_KINDS = ['wash', 'springPolishWax', 'autumnWash'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
export const PLAN_STATUSES = ['open', 'active', 'paused', 'ended'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
/**
 * planned: before a provider is chosen; ordered: its job exists; onHold: the plan is paused;
 * skipped: the owner skipped it in time; cancelled: the plan ended before it.
 */
export const VISIT_STATUSES = ['planned', 'ordered', 'onHold', 'skipped', 'cancelled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const PLAN_PAYMENTS = ['perVisit', 'season'] as const;
export type PlanPayment = (typeof PLAN_PAYMENTS)[number];

/** A season runs from launch (the 1st of the club's season start month) for six months to haul-out. */
export const SEASON_MONTHS = 6;
/** The spring polish and wax is done this many days before launch. */
export const SPRING_VISIT_DAYS_BEFORE = 7;
const DAY_MS = 86_400_000;

export interface PlanSeason {
  /** YYYY-MM-DD */
  launch: string;
  haulOut: string;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The season launching in `startMonth` (1-12) of `year`; it may end in the next year. */
export function planSeason(startMonth: number, year: number): PlanSeason {
  return {
    launch: day(Date.UTC(year, startMonth - 1, 1)),
    haulOut: day(Date.UTC(year, startMonth - 1 + SEASON_MONTHS, 1)),
  };
}

/**
 * The visits of a plan, in date order: a recurring wash every `everyWeeks` weeks from launch
 * until before haul-out, or the yearly set (spring polish and wax a week before launch, a wash
 * at haul-out).
 */
export function planVisits(
  kind: PlanKind,
  season: PlanSeason,
  everyWeeks = 2,
): { date: string; kind: VisitKind }[] {
  const launch = Date.parse(season.launch);
  const haulOut = Date.parse(season.haulOut);
  if (kind === 'yearly') {
    return [
      { date: day(launch - SPRING_VISIT_DAYS_BEFORE * DAY_MS), kind: 'springPolishWax' },
      { date: season.haulOut, kind: 'autumnWash' },
    ];
  }
  const visits: { date: string; kind: VisitKind }[] = [];
  for (let at = launch; at < haulOut; at += everyWeeks * 7 * DAY_MS)
    visits.push({ date: day(at), kind: 'wash' });
  return visits;
}

/** POST /plans: turn an own open request into a plan. */
export const planCreate = z.object({
  jobPostId: objectId,
  kind: z.enum(PLAN_KINDS),
  /** Recurring plans only. */
  everyWeeks: z.number().int().min(1, 'plans.validation.everyWeeks').max(26).default(2),
  /** The season launching in this year (the club's season start month, else April). */
  seasonYear: z.number().int().min(2000).max(2100),
  payment: z.enum(PLAN_PAYMENTS).default('perVisit'),
});
export type PlanCreate = z.output<typeof planCreate>;

/** POST /plans/:id/offers: a provider's price per visit. */
export const planOfferBody = z.object({
  pricePerVisit: z.number().int().min(1, 'plans.validation.price').max(100_000_000),
  message: z.string().trim().max(1000).default(''),
});

/** POST /plans/:id/accept and /plans/:id/provider: the chosen offer. */
export const planChoice = z.object({ offerId: objectId });

export const planVisitParams = z.object({ id: objectId, visitId: objectId });

export const planVisit = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(VISIT_KINDS),
  status: z.enum(VISIT_STATUSES),
  /** The visit's job (its own page), once ordered. */
  jobId: z.string().nullable(),
  /** The request of that job (the owner's job page is by request). */
  jobPostId: z.string().nullable(),
});
export type PlanVisit = z.infer<typeof planVisit>;

export const planOffer = z.object({
  id: z.string(),
  provider: z.string(),
  /** The provider's business title, else their name. */
  providerName: z.string(),
  pricePerVisit: moneyMinor,
  message: z.string(),
});

export const planView = z.object({
  id: z.string(),
  jobPostId: z.string(),
  boatName: z.string(),
  lengthFeet: z.number(),
  address: z.string(),
  kind: z.enum(PLAN_KINDS),
  everyWeeks: z.number().int(),
  payment: z.enum(PLAN_PAYMENTS),
  status: z.enum(PLAN_STATUSES),
  launch: z.string(),
  haulOut: z.string(),
  provider: z.string().nullable(),
  pricePerVisit: moneyMinor.nullable(),
  /** The owner sees every offer; a provider only their own. */
  offers: z.array(planOffer),
  visits: z.array(planVisit),
  /**
   * Paid for the season in advance (the owner's view; null when paid per visit): what the
   * season's payments charged, what was refunded of visits not done, and how many booked visits
   * are still to pay (after a resume or a change of provider).
   */
  season: z
    .object({ paid: moneyMinor, refunded: moneyMinor, unpaidVisits: z.number().int() })
    .nullable(),
});
export type PlanView = z.infer<typeof planView>;
export const planList = z.object({ data: z.array(planView) });

/** GET /plans/club-weeks: the club's members' plan visits at its harbour, week by week. */
export const clubPlanWeeks = z.object({
  data: z.array(
    z.object({
      /** ISO week, 2031-W22. */
      week: z.string(),
      visits: z.array(
        z.object({
          date: z.string(),
          boatName: z.string(),
          dockNumber: z.string(),
          kind: z.enum(VISIT_KINDS),
        }),
      ),
    }),
  ),
});

/** The provider's offer form: the price per visit typed in their currency, sent in base minor units. */
export const planOfferForm = (currency: Currency) =>
  planOfferBody.extend({
    pricePerVisit: z.preprocess(
      (text) =>
        typeof text === 'string' && text.trim()
          ? toBaseMinor(Number(text.trim().replace(',', '.')), currency)
          : 0,
      planOfferBody.shape.pricePerVisit,
    ),
  });
