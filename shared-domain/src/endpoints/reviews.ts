import { UserType } from '../enums.ts';
import { idParams } from '../schemas/common.ts';
import { jobReviewsResponse, reviewBody, reviewSaved } from '../schemas/review.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/reviews'],
  limit: LIMITS.posting,
});

/** /reviews: both sides' reviews of a confirmed job. */
const tags = ['reviews'];
const PARTIES = [UserType.Customer, UserType.Provider] as const;

export const forJob = endpoint({
  method: 'GET',
  path: '/reviews/job/:id',
  params: idParams,
  response: jobReviewsResponse,
  roles: PARTIES,
  errors: [404],
  summary: "A job's two reviews, for its owner or its provider",
  tags,
});

export const save = endpoint({
  method: 'PUT',
  path: '/reviews/job/:id',
  params: idParams,
  body: reviewBody,
  response: reviewSaved,
  roles: PARTIES,
  errors: [404, 409],
  summary:
    "Write the caller's review of the other side of a confirmed job (`created` in the answer), or change it within 14 days",
  tags,
});
