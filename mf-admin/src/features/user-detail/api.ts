import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminUserDetailResponse, type adminUserUpdate } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

export type UserUpdateBody = z.input<typeof adminUserUpdate>;

export const useAdminUser = (id: string) =>
  useQuery({
    queryKey: ['admin', 'user', id],
    queryFn: () => api.get(`super/get/user/${id}`, adminUserDetailResponse).then((r) => r.data),
    meta: { errorKey: 'adminUserDetail.loadFailed' },
  });

/** PUT /super/update/user/{id}; every admin list reloads after. */
export function useUpdateUser(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UserUpdateBody) =>
      api.send('put', `super/update/user/${id}`, adminUserDetailResponse, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
