import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { marketplace } from '../src/app.ts';
import { BIDDER_PROFILE, createBid, createJob, createJobPost } from './fixtures.ts';

/**
 * Every query the lists and dashboards make is captured (mongoose's debug hook) while they
 * answer, and each must be bounded by an index declared in the models: its filter names the
 * first key of an index with an equality (or `$in`), or, unfiltered, it sorts by one. A new
 * query without an index fails here with its collection and filter.
 */
interface Captured {
  collection: string;
  method: string;
  filter: Record<string, unknown>;
  sort: Record<string, unknown>;
}

const READS = new Set(['find', 'findOne', 'countDocuments', 'aggregate', 'distinct']);

/** The first key of each index, per collection, as the models declare them (and `_id`). */
function indexFirstKeys(): Map<string, Set<string>> {
  const byCollection = new Map<string, Set<string>>();
  for (const model of Object.values(mongoose.models)) {
    const keys = new Set(['_id']);
    for (const [fields] of model.schema.indexes()) {
      const first = Object.keys(fields)[0];
      if (first) keys.add(first);
    }
    byCollection.set(model.collection.collectionName, keys);
  }
  return byCollection;
}

/** Fields a filter pins with an equality or `$in` (what an index prefix can seek on). */
function pinnedFields(filter: Record<string, unknown>): string[] {
  return Object.entries(filter).flatMap(([key, value]) => {
    if (key === '$and' && Array.isArray(value)) {
      return value.flatMap((part) => pinnedFields(part as Record<string, unknown>));
    }
    if (key.startsWith('$')) return [];
    const operators =
      value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
        ? Object.keys(value)
        : [];
    const isOperatorObject = operators.length > 0 && operators.every((op) => op.startsWith('$'));
    if (!isOperatorObject) return [key];
    return operators.some((op) => op === '$eq' || op === '$in') ? [key] : [];
  });
}

function isCovered(query: Captured, indexes: Map<string, Set<string>>): boolean {
  const keys = indexes.get(query.collection);
  if (!keys) return false;
  const branches = Array.isArray(query.filter.$or)
    ? (query.filter.$or as Record<string, unknown>[]).map((branch) => ({
        ...query.filter,
        ...branch,
      }))
    : [query.filter];
  return branches.every((filter) => {
    const pinned = pinnedFields(filter);
    if (pinned.some((field) => keys.has(field))) return true;
    const sortFirst = Object.keys(query.sort)[0];
    return pinned.length === 0 && sortFirst !== undefined && keys.has(sortFirst);
  });
}

let service: TestService;
let owner: TestUser;
let provider: TestUser;
const captured: Captured[] = [];

beforeAll(async () => {
  service = await buildTestService(marketplace);
  owner = await service.createUser({ user_type: 1 });
  provider = await service.createUser({
    user_type: 2,
    subscription_active: true,
    service_range: 50,
    bidder: BIDDER_PROFILE,
  });
  for (const status of ['active', 'bid_placed', 'bid_accepted'] as const) {
    const jobPost = await createJobPost(owner.id, { status });
    await createBid(jobPost, provider.id);
    if (status === 'bid_accepted') {
      await createJob({ jobPost, auctioneer: owner.id, bidder: provider.id, bid_amount: 300_00 });
    }
  }
  mongoose.set('debug', function (this: unknown, collection: string, method: string, ...args) {
    if (!READS.has(method)) return;
    const [first, options] = args as [unknown, { sort?: Record<string, unknown> } | undefined];
    const filter =
      method === 'aggregate'
        ? (((first as Record<string, unknown>[])[0]?.$match ?? {}) as Record<string, unknown>)
        : ((first ?? {}) as Record<string, unknown>);
    captured.push({ collection, method, filter, sort: options?.sort ?? {} });
  });
});
afterAll(async () => {
  mongoose.set('debug', false);
  await service.close();
});

const LISTS: [string, () => TestUser][] = [
  ['/jobpost/list', () => owner],
  ['/jobpost/list?status=active', () => owner],
  ['/jobs', () => owner],
  ['/jobs?status=ongoing&payment_status=pending', () => owner],
  ['/api/customer/dashboard', () => owner],
  ['/jobpost/nearby', () => provider],
  ['/jobpost/nearby?radius=150&boatLengthFrom=20&boatLengthTo=40', () => provider],
  ['/jobpost/nearby?radius=500&limit=50', () => provider],
  ['/jobpost/my-bids', () => provider],
  ['/jobpost/my-bids?boatLengthFrom=20&page=2&limit=1', () => provider],
  ['/jobs/my-jobs', () => provider],
  ['/jobs/calendar?month=6&year=2030', () => provider],
  ['/api/supplier/dashboard', () => provider],
];

describe('indexes for the lists’ queries', () => {
  it.each(LISTS)('%s: every query it makes is bounded by an index', async (url, who) => {
    captured.length = 0;
    const response = await service.app.inject({
      method: 'GET',
      url,
      headers: bearer(who().token),
    });
    expect(response.statusCode).toBe(200);
    expect(captured.length).toBeGreaterThan(0);
    const indexes = indexFirstKeys();
    const uncovered = captured
      .filter((query) => !isCovered(query, indexes))
      .map(({ collection, method, filter }) => `${collection}.${method} ${JSON.stringify(filter)}`);
    expect(uncovered).toEqual([]);
  });
});

describe('the coverage check itself', () => {
  it('flags a filter on a field no index starts with, and an unindexed sort', () => {
    const indexes = indexFirstKeys();
    const query = (filter: Record<string, unknown>, sort: Record<string, unknown> = {}) => ({
      collection: 'jobposts',
      method: 'find',
      filter,
      sort,
    });
    expect(isCovered(query({ boatName: 'Sea Breeze' }), indexes)).toBe(false);
    expect(isCovered(query({}, { boatName: 1 }), indexes)).toBe(false);
    expect(isCovered(query({ auctioneer: 'x', boatName: 'y' }), indexes)).toBe(true);
    expect(isCovered(query({ status: { $in: ['active'] } }), indexes)).toBe(true);
  });
});
