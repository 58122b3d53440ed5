import { afterAll, beforeAll } from 'vitest';
import {
  buildTestService,
  describeListIndexes,
  type ListCall,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import { payments } from '../src/app.ts';
import { confirmJob, paidOrder } from './money-fixtures.ts';

/**
 * Every query the payments' lists make is bounded by an index declared in the models (the
 * check: server-kit testing/query-indexes.ts).
 */
let service: TestService;
let provider: TestUser;

beforeAll(async () => {
  service = await buildTestService(payments);
  const order = await paidOrder(service);
  await confirmJob(order);
  provider = order.provider;
});
afterAll(() => service.close());

const LISTS: ListCall[] = [['/payments/payouts/earnings', () => provider]];
describeListIndexes('indexes for the payments lists’ queries', () => service, LISTS);
