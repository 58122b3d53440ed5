import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { siteConfigCreateBody, siteConfigEntry, siteConfigResponse } from '@boatcare/shared-domain';
import { api } from '@boatcare/shared-ui';
import * as siteConfig from '@boatcare/shared-domain/endpoints/site-config';

export type SiteConfigEntry = z.infer<typeof siteConfigEntry>;
export type SiteConfigDraft = z.output<typeof siteConfigCreateBody>;

const siteConfigKey = ['admin', 'site-config'] as const;
const byKey = (a: SiteConfigEntry, b: SiteConfigEntry) => a.site_key.localeCompare(b.site_key);
/** The entry of a save's answer, without its message. */
const entryOf = ({
  id,
  site_key,
  site_value,
  created_date,
}: z.output<typeof siteConfigResponse>): SiteConfigEntry => ({
  id,
  site_key,
  site_value,
  created_date,
});

export const useSiteConfig = () =>
  useQuery({
    queryKey: siteConfigKey,
    queryFn: () => api.call(siteConfig.list).then((r) => r.data),
  });

/**
 * Every change below puts the server's answer into the cached list, kept in key order. A
 * refused change reads the list again: it may have changed in another tab.
 */
function useListCache() {
  const queryClient = useQueryClient();
  return {
    edit: (edit: (list: SiteConfigEntry[]) => SiteConfigEntry[]) =>
      queryClient.setQueryData<SiteConfigEntry[]>(
        siteConfigKey,
        (list) => list && edit(list).sort(byKey),
      ),
    refresh: () => queryClient.invalidateQueries({ queryKey: siteConfigKey }),
  };
}

export function useCreateSiteConfig() {
  const cache = useListCache();
  return useMutation({
    mutationFn: (draft: SiteConfigDraft) => api.call(siteConfig.create, { body: draft }),
    onSuccess: (saved) => cache.edit((list) => [...list, entryOf(saved)]),
  });
}

export function useUpdateSiteConfig() {
  const cache = useListCache();
  return useMutation({
    mutationFn: ({ id, site_value }: { id: string; site_value: string }) =>
      api.call(siteConfig.update, { params: { id }, body: { site_value } }),
    onSuccess: (saved) =>
      cache.edit((list) => list.map((entry) => (entry.id === saved.id ? entryOf(saved) : entry))),
    onError: cache.refresh,
  });
}

export function useDeleteSiteConfig() {
  const cache = useListCache();
  return useMutation({
    mutationFn: (id: string) => api.call(siteConfig.remove, { params: { id } }),
    onSuccess: (_answer, id) => cache.edit((list) => list.filter((entry) => entry.id !== id)),
    onError: cache.refresh,
  });
}
