import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { clubProfile, clubProfileUpdate, type ClubProfile } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

export type ClubProfileChanges = z.output<typeof clubProfileUpdate>;

const clubProfileKey = ['club', 'profile'] as const;

export const useClubProfile = () =>
  useQuery({
    queryKey: clubProfileKey,
    queryFn: () => api.get('club', clubProfile),
  });

/** Saves the club's details; the cached profile becomes what the server stored. */
export function useUpdateClubProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ClubProfileChanges) => api.send('patch', 'club', clubProfile, changes),
    onSuccess: (saved) => queryClient.setQueryData<ClubProfile>(clubProfileKey, saved),
  });
}
