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
 * A page of the customers and providers matching the filters (after the cursor `after`), with
 * their total. While the next answer loads, the last stays on screen. Admins have their own
 * screen, so they are never listed here.
 */
export const useUsers = (filters: UserFilters, page: { after?: string; limit: number }) =>
  useEndpoint(
    admin.users,
    {
      query: {
        user_type: filters.user_type,
        email: filters.email.trim(),
        name: filters.name.trim(),
        after: page.after,
        limit: page.limit,
      },
    },
    {
      select: (answer) => ({ ...answer, items: answer.items.filter(isListed) }),
      placeholderData: keepPreviousData,
      meta: { errorKey: 'adminUsers.loadFailed' },
    },
  );
