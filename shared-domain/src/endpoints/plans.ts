import { UserType } from '../enums.ts';
import { idParams } from '../schemas/common.ts';
import {
  clubPlanWeeks,
  planChoice,
  planCreate,
  planList,
  planOfferBody,
  planView,
  planVisitParams,
} from '../schemas/plans.ts';
import { defineArea, type WriteLimit } from './define.ts';

/** /plans: seasonal care plans (owner, providers, the owner's club). */
const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/plans'],
  tags: ['care plans'],
  roles: [UserType.Customer],
});

const limit: WriteLimit = { perUser: 30, perIp: 120, window: '10 minutes' };

export const create = endpoint({
  method: 'POST',
  path: '/plans',
  body: planCreate,
  response: planView,
  status: 201,
  errors: [404, 409],
  limit,
  summary:
    "Turn an own open request into a seasonal plan (recurring wash every N weeks, or the yearly set) over the owner's club's season",
});

export const mine = endpoint({
  method: 'GET',
  path: '/plans/mine',
  response: planList,
  summary: "The caller's own plans, newest first, with their offers and visits",
});

export const open = endpoint({
  method: 'GET',
  path: '/plans/open',
  response: planList,
  roles: [UserType.Provider],
  summary: 'Plans open for offers, newest first (50), each with only the caller’s own offer',
});

export const clubWeeks = endpoint({
  method: 'GET',
  path: '/plans/club-weeks',
  response: clubPlanWeeks,
  roles: [UserType.Club],
  summary:
    "The visits of the club's members' plans, week by week (no owners): it feeds pier batching",
});

export const get = endpoint({
  method: 'GET',
  path: '/plans/:id',
  params: idParams,
  response: planView,
  roles: [UserType.Customer, UserType.Provider],
  errors: [404],
  summary: 'One plan: for its owner, or a provider while it is open or theirs',
});

export const offer = endpoint({
  method: 'POST',
  path: '/plans/:id/offers',
  params: idParams,
  body: planOfferBody,
  response: planView,
  status: 201,
  roles: [UserType.Provider],
  errors: [403, 404, 409],
  limit,
  summary: 'Offer (or change) a price per visit on an open plan',
});

export const accept = endpoint({
  method: 'POST',
  path: '/plans/:id/accept',
  params: idParams,
  body: planChoice,
  response: planView,
  errors: [404, 409],
  limit,
  summary: 'Accept one offer for the season: every visit becomes a job of its own on its date',
});

export const changeProvider = endpoint({
  method: 'POST',
  path: '/plans/:id/provider',
  params: idParams,
  body: planChoice,
  response: planView,
  errors: [404, 409],
  limit,
  summary:
    'Change the provider between visits (none in progress): later visits move to the chosen offer',
});

export const skipVisit = endpoint({
  method: 'POST',
  path: '/plans/:id/visits/:visitId/skip',
  params: planVisitParams,
  response: planView,
  errors: [404, 409],
  limit,
  summary:
    "Skip one visit, 48 hours or more before it (the terms' rule): its job is cancelled and refunded if paid",
});

export const pause = endpoint({
  method: 'POST',
  path: '/plans/:id/pause',
  params: idParams,
  response: planView,
  errors: [404, 409],
  limit,
  summary:
    'Pause an active plan: visits 48 hours or more away are put on hold (their jobs cancelled)',
});

export const resume = endpoint({
  method: 'POST',
  path: '/plans/:id/resume',
  params: idParams,
  response: planView,
  errors: [404, 409],
  limit,
  summary: 'Resume a paused plan: visits on hold still 48 hours or more away become jobs again',
});

export const end = endpoint({
  method: 'POST',
  path: '/plans/:id/end',
  params: idParams,
  response: planView,
  errors: [404, 409],
  limit,
  summary: 'End a plan: visits 48 hours or more away are cancelled; nearer ones stay',
});
