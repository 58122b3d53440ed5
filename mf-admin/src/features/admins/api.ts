import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type adminCreateBody, type adminUserUpdate } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as admin from '@boatcare/shared-domain/endpoints/admin';

/** Admin users (type 0) by email and name. */
export const useAdmins = (email: string, name: string) =>
  useQuery({
    queryKey: ['admin', 'admins', email, name],
    queryFn: () =>
      api.call(admin.users, { query: { user_type: 0, email, name } }).then((r) => r.data),
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
      input.id !== null
        ? api.call(admin.updateUser, { params: { id: input.id }, body: input.body })
        : api.call(admin.createAdmin, { body: input.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
