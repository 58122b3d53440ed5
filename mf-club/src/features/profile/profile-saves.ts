import { useQueryClient } from '@tanstack/react-query';
import type { ClubProfile } from '@boatcare/shared-domain/schemas/club';
import * as club from '@boatcare/shared-domain/endpoints/club';
import { endpointKey, useEndpointMutation, useUploadMutation } from '@boatcare/shared-ui';

/** The writes of the club profile: each answers the stored profile, which the cache takes. */
function useKeepSaved() {
  const queryClient = useQueryClient();
  return (saved: ClubProfile) => queryClient.setQueryData(endpointKey(club.profile, {}), saved);
}

/** Saves the club's details; the cached profile becomes what the server stored. */
export function useUpdateClubProfile() {
  const keepSaved = useKeepSaved();
  return useEndpointMutation(club.updateProfile, { onSuccess: keepSaved });
}

/** Uploads the logo (checked and thumbnailed by the server); the cache takes the answer. */
export function useUploadClubLogo() {
  const keepSaved = useKeepSaved();
  return useUploadMutation(club.uploadLogo, { onSuccess: keepSaved });
}
