import { describeListIndexes, type ListCall } from '@boatcare/server-kit/testing';
import { useBackoffice } from './support/callers.ts';

/**
 * Every query the back office's lists make is bounded by an index declared in the models (the
 * check: server-kit testing/query-indexes.ts).
 */
const { service, callers } = useBackoffice();

const LISTS: ListCall[] = [['/api/cms/pages', () => callers.admin]];
/**
 * The admin's lists join when their keyset paging lands (the admin-lists work), each as
 * `[url, () => callers.admin]`: the people lists (`/api/users` with its filters, the admins'
 * list), and `/api/cms/email-templates` and `/api/cms/strings`, which today read their whole
 * collection (`find {}`, no index bounds it: a fixed set of templates and strings).
 */
const ADMIN_LISTS: ListCall[] = [];

describeListIndexes('indexes for the back office lists’ queries', () => service, [
  ...LISTS,
  ...ADMIN_LISTS,
]);
