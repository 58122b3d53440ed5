import { describeListIndexes, type ListCall } from '@boatcare/server-kit/testing';
import { useBackoffice } from './support/callers.ts';

/**
 * Every query the back office's lists make is bounded by an index declared in the models (the
 * check: server-kit testing/query-indexes.ts).
 */
const { service, callers } = useBackoffice();

const LISTS: ListCall[] = [
  ['/api/cms/pages', () => callers.admin],
  // The recount behind the dashboard's snapshot (the tests' TTL is 0: each load recounts).
  ['/super/dashboard', () => callers.admin],
];
// The admin's paged lists have their own check in routes/super/people/keyset-paging.test.ts.
describeListIndexes('indexes for the back office lists’ queries', () => service, LISTS);
