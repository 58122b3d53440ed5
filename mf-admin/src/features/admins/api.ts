import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminCreatedResponse,
  adminUserDetailResponse,
  adminUserList,
  type adminCreateBody,
  type adminUserUpdate,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

/** Admin users (type 0) by email and name. */
export const useAdmins = (email: string, name: string) =>
  useQuery({
    queryKey: ['admin', 'admins', email, name],
    queryFn: () =>
      api.get('super/list/user', adminUserList, { user_type: 0, email, name }).then((r) => r.data),
    placeholderData: keepPreviousData,
    meta: { errorKey: 'adminAdmins.loadFailed' },
  });

export function useSaveAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { id: null; body: z.input<typeof adminCreateBody> }
        | { id: string; body: z.input<typeof adminUserUpdate> },
    ) =>
      input.id
        ? api.send('put', `super/update/user/${input.id}`, adminUserDetailResponse, input.body)
        : api.send('post', 'super/create', adminCreatedResponse, input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
