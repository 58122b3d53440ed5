import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  dashboardUserCreate,
  dashboardUserResponse,
  dashboardUserUpdate,
  messageResponse,
} from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

export type UserCreate = z.input<typeof dashboardUserCreate>;
export type UserUpdate = z.input<typeof dashboardUserUpdate>;

/** Saves (creates or edits) a user; on success every admin list reloads. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; body: UserUpdate } | { id: null; body: UserCreate }) =>
      input.id
        ? api.send('put', `api/users/${input.id}`, dashboardUserResponse, input.body)
        : api.send('post', 'api/users', dashboardUserResponse, input.body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.send('delete', `api/users/${id}`, messageResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
