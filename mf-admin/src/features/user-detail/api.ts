import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type adminUserUpdate } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as admin from '@boatcare/shared-domain/endpoints/admin';

export type UserUpdateBody = z.input<typeof adminUserUpdate>;

export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => api.call(admin.user, { params: { id } }).then((r) => r.data),
    meta: { errorKey: 'adminUserDetail.loadFailed' },
  });

/** PUT /super/update/user/{id}; every admin list reloads after. */
export function useUpdateUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateBody) => api.call(admin.updateUser, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
