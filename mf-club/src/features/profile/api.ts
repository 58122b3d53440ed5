import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CLUB_LOGO_FIELD, clubProfileUpdate, type ClubProfile } from '@boatcare/shared-domain';
import { api, uploadForm } from '@boatcare/shared-ui';
import * as club from '@boatcare/shared-domain/endpoints/club';

export type ClubProfileChanges = z.output<typeof clubProfileUpdate>;

const clubProfileKey = ['club', 'profile'] as const;

export const useClubProfile = () =>
  useQuery({
    queryKey: clubProfileKey,
    queryFn: () => api.call(club.profile),
  });

/** Saves the club's details; the cached profile becomes what the server stored. */
export function useUpdateClubProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ClubProfileChanges) => api.call(club.updateProfile, { body: changes }),
    onSuccess: (saved) => queryClient.setQueryData<ClubProfile>(clubProfileKey, saved),
  });
}

/**
 * Uploads the logo (checked and thumbnailed by the server), reporting progress from 0 to 1;
 * the cached profile becomes the answered one. Fails with the server's ApiError.
 */
export function useUploadClubLogo(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(CLUB_LOGO_FIELD, file, file.name);
      return uploadForm(club.uploadLogo, form, { onProgress });
    },
    onSuccess: (saved) => queryClient.setQueryData<ClubProfile>(clubProfileKey, saved),
  });
}
