import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { dashboardUserCreate, dashboardUserUpdate } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as users from '@boatcare/shared-domain/endpoints/users';

export type UserCreate = z.input<typeof dashboardUserCreate>;
export type UserUpdate = z.input<typeof dashboardUserUpdate>;

/** Saves (creates or edits) a user; on success every admin list reloads. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: UserUpdate } | { id: null; body: UserCreate }) =>
      input.id !== null
        ? api.call(users.update, { params: { id: input.id }, body: input.body })
        : api.call(users.create, { body: input.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call(users.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
