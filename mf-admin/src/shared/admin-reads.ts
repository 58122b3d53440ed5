import * as admin from '@boatcare/shared-domain/endpoints/admin';
import * as users from '@boatcare/shared-domain/endpoints/users';

/** What an admin's change of a user or a request makes stale: every admin list and record. */
export const ADMIN_READS = [
  admin.dashboard,
  admin.users,
  admin.user,
  admin.jobPosts,
  admin.jobPost,
  admin.requests,
  users.list,
];
