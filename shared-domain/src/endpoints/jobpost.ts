import { z } from 'zod';
import { UserType } from '../enums.ts';
import { idParams, uploadFile } from '../schemas/common.ts';
import { jobPostForm } from '../schemas/job-post-multipart.ts';
import {
  imageReplaced,
  jobPostChanged,
  jobPostEdit,
  jobPostCreated,
  jobPostDetailResponse,
  jobPostListQuery,
  jobPostListResponse,
  jobStageCounts,
  ownerContact,
} from '../schemas/job-post.ts';
import { marketEstimate as marketRangeResponse, marketEstimateQuery } from '../schemas/market.ts';
import { nearbyQuery, nearbyResponse } from '../schemas/nearby.ts';
import { pierBatchList } from '../schemas/pier-batch.ts';
import { defineArea } from './define.ts';
import { LIMITS } from './limits.ts';

/** /jobpost: a customer's requests with their photos, and the provider's jobs lists. */
const endpoint = defineArea({
  service: 'marketplace',
  prefixes: ['/jobpost'],
  tags: ['job posts'],
  roles: [UserType.Customer],
  limit: LIMITS.editing,
});

export const create = endpoint({
  method: 'POST',
  path: '/jobpost',
  multipart: true,
  form: jobPostForm,
  response: jobPostCreated,
  status: 201,
  errors: [404],
  limit: LIMITS.posting,
  summary:
    "Create a request: the spec's text fields and 1 to 4 photos (JPEG, PNG or WebP, 10 MB each); `contactNumber` saves the owner's phone; `boatId` one of the owner's boats (404 for another's)",
});

export const list = endpoint({
  method: 'GET',
  path: '/jobpost/list',
  query: jobPostListQuery,
  response: jobPostListResponse,
  summary:
    "The caller's own requests, newest first, optionally of one status; X-Total-Count holds the total",
});

export const counts = endpoint({
  method: 'GET',
  path: '/jobpost/counts',
  response: jobStageCounts,
  summary:
    "How many of the caller's own requests are in each stage (open, active, finished, cancelled)",
});

export const contact = endpoint({
  method: 'GET',
  path: '/jobpost/contact',
  response: ownerContact,
  summary:
    "The phone on the caller's account: the wizard asks for one before the first request when none",
});

export const marketEstimate = endpoint({
  method: 'GET',
  path: '/jobpost/market-estimate',
  query: marketEstimateQuery,
  response: marketRangeResponse,
  summary:
    "The market's range for a job (middle half of recent accepted prices per foot of comparable jobs: length band, services, region), null below the admin's threshold",
});

export const batches = endpoint({
  method: 'GET',
  path: '/jobpost/batches',
  response: pierBatchList,
  roles: [UserType.Provider],
  summary: "Open requests by one club's members at its harbour in one week, as batches (no owners)",
});

export const get = endpoint({
  method: 'GET',
  path: '/jobpost/get/:id',
  params: idParams,
  response: jobPostDetailResponse,
  roles: [UserType.Customer, UserType.Provider],
  errors: [404],
  summary:
    'One request: bids and order for its owner; for a provider, an open request with only their bid',
});

export const nearby = endpoint({
  method: 'GET',
  path: '/jobpost/nearby',
  query: nearbyQuery,
  response: nearbyResponse,
  roles: [UserType.Provider],
  summary:
    'Open requests within the radius (default: the bidder profile address and range), nearest first, paged',
});

export const myBids = endpoint({
  method: 'GET',
  path: '/jobpost/my-bids',
  query: nearbyQuery,
  response: nearbyResponse,
  roles: [UserType.Provider],
  summary:
    "Requests the provider has bid on, latest bid first, with each bid's status; same filters",
});

export const replaceImage = endpoint({
  method: 'PUT',
  path: '/jobpost/:id/images',
  params: idParams,
  multipart: true,
  form: z.object({ index: z.enum(['0', '1', '2', '3']), image: uploadFile }),
  response: imageReplaced,
  errors: [404, 409],
  summary:
    'Replace the photo in slot `index` (or add one to an empty slot) with the multipart file `image`',
});

export const edit = endpoint({
  method: 'PATCH',
  path: '/jobpost/:id',
  params: idParams,
  body: jobPostEdit,
  response: jobPostChanged,
  errors: [404, 409],
  summary:
    'Change an own open request (facts, services, date) before a bid is accepted; the providers who bid are told',
});

export const cancel = endpoint({
  method: 'POST',
  path: '/jobpost/:id/cancel',
  params: idParams,
  response: jobPostChanged,
  errors: [404, 409],
  summary: 'Cancel an own request before a bid is accepted; the providers who bid are told',
});
