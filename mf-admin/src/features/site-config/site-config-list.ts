import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Answer } from '@boatcare/shared-domain/endpoints/define';
import type { siteConfigEntry } from '@boatcare/shared-domain/schemas/admin';
import * as siteConfig from '@boatcare/shared-domain/endpoints/site-config';
import {
  endpointKey,
  invalidateEndpoints,
  useEndpoint,
  useEndpointMutation,
} from '@boatcare/shared-ui';

export type SiteConfigEntry = z.infer<typeof siteConfigEntry>;
type List = Answer<typeof siteConfig.list>;

/** What a caller does after the list is brought up to date: its toast, closing its field. */
interface Then {
  onSuccess?(): void;
  onError?(error: Error): void;
}

const byKey = (a: SiteConfigEntry, b: SiteConfigEntry) => a.site_key.localeCompare(b.site_key);
/** The entry of a save's answer, without its message. */
const entryOf = ({
  id,
  site_key,
  site_value,
  created_date,
}: Answer<typeof siteConfig.create>): SiteConfigEntry => ({
  id,
  site_key,
  site_value,
  created_date,
});

export const useSiteConfig = () =>
  useEndpoint(siteConfig.list, {}, { select: (list) => list.data });

/**
 * Every change below puts the server's answer into the cached list, kept in key order (no read
 * again). A refused change reads the list again: it may have changed in another tab. The
 * caller's callbacks run in the hook, so they fire even if the caller is gone by then.
 */
function useListCache({ onSuccess, onError }: Then) {
  const queryClient = useQueryClient();
  return {
    edited: (edit: (entries: SiteConfigEntry[]) => SiteConfigEntry[]) => {
      queryClient.setQueryData<List>(
        endpointKey(siteConfig.list, {}),
        (list) => list && { ...list, data: edit(list.data).sort(byKey) },
      );
      onSuccess?.();
    },
    refused: (error: Error, readAgain = true) => {
      if (readAgain) void invalidateEndpoints(queryClient, [siteConfig.list]);
      onError?.(error);
    },
  };
}

export function useCreateSiteConfig(then: Then = {}) {
  const cache = useListCache(then);
  return useEndpointMutation(siteConfig.create, {
    onSuccess: (saved) => cache.edited((entries) => [...entries, entryOf(saved)]),
    onError: (error) => cache.refused(error, false),
  });
}

export function useUpdateSiteConfig(then: Then = {}) {
  const cache = useListCache(then);
  return useEndpointMutation(siteConfig.update, {
    onSuccess: (saved) =>
      cache.edited((entries) =>
        entries.map((entry) => (entry.id === saved.id ? entryOf(saved) : entry)),
      ),
    onError: (error) => cache.refused(error),
  });
}

export function useDeleteSiteConfig(then: Then = {}) {
  const cache = useListCache(then);
  return useEndpointMutation(siteConfig.remove, {
    onSuccess: (_answer, { params }) =>
      cache.edited((entries) => entries.filter((entry) => entry.id !== params.id)),
    onError: (error) => cache.refused(error),
  });
}
