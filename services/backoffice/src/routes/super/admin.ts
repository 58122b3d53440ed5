import { UserType } from '@boatcare/shared-domain/core';

/** Route config of the admin-only routes. */
export const adminOnly = { roles: [UserType.Admin] } as const;
