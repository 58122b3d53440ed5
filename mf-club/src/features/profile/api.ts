import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { clubProfile, clubProfileUpdate, dataOf, type ClubProfile } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';

export type ClubProfileChanges = z.output<typeof clubProfileUpdate>;

const clubProfileKey = ['club', 'profile'] as const;

export const useClubProfile = () =>
  useQuery({
    queryKey: clubProfileKey,
    queryFn: () => api.get('club', dataOf(clubProfile)).then((r) => r.data),
  });

/** Saves the club's details; the cached profile becomes what the server stored. */
export function useUpdateClubProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ClubProfileChanges) => api.send('patch', 'club', dataOf(clubProfile), changes).then((r) => r.data),
    onSuccess: (saved) => queryClient.setQueryData<ClubProfile>(clubProfileKey, saved),
  });
}
