import { keepPreviousData } from '@tanstack/react-query';
import {
  LISTED_USER_TYPES,
  type AdminUserListQuery,
  type AdminUserRow,
} from '@boatcare/shared-domain/schemas/admin';
import * as admin from '@boatcare/shared-domain/endpoints/admin';
import { useEndpoint } from '@boatcare/shared-ui';

export type ListedUserType = (typeof LISTED_USER_TYPES)[number];
export type ListedUser = AdminUserRow & { user_type: ListedUserType };

/** The list's filters: the endpoint's query (adminUserListQuery), text fields always present. */
export type UserFilters = Required<Pick<AdminUserListQuery, 'email' | 'name'>> & {
  user_type?: ListedUserType;
};

const isListed = (user: AdminUserRow): user is ListedUser =>
  (LISTED_USER_TYPES as readonly number[]).includes(user.user_type);

/**
 * Customers and providers matching the filters. While new filters load, the last answer stays
 * on screen. Admins have their own screen, so they are never listed here.
 */
export const useUsers = (filters: UserFilters) =>
  useEndpoint(
    admin.users,
    {
      query: {
        user_type: filters.user_type,
        email: filters.email.trim(),
        name: filters.name.trim(),
      },
    },
    {
      select: (answer) => answer.data.filter(isListed),
      placeholderData: keepPreviousData,
      meta: { errorKey: 'adminUsers.loadFailed' },
    },
  );
