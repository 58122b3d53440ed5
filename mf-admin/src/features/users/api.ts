import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  LISTED_USER_TYPES,
  type AdminUserListQuery,
  type AdminUserRow,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as admin from '@boatcare/shared-domain/endpoints/admin';

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
  useQuery({
    queryKey: ['admin', 'users', filters],
    queryFn: () =>
      api
        .call(admin.users, {
          query: {
            user_type: filters.user_type,
            email: filters.email.trim(),
            name: filters.name.trim(),
          },
        })
        .then((r) => r.data.filter(isListed)),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminUsers.loadFailed' },
  });
