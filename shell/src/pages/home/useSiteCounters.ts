import { useEffect } from 'react';
import { usePublicSiteConfig } from '@boatcare/shared-ui/core';

/** Site configuration keys an admin sets for the home page counters. */
export const COUNTER_KEYS = {
  jobRequests: 'home_job_requests',
  jobsCompleted: 'home_jobs_completed',
} as const;
export const COUNTER_FALLBACKS = { jobRequests: 21, jobsCompleted: 40 } as const;

type Counters = Record<keyof typeof COUNTER_KEYS, number>;

function pick(
  entries: { site_key: string; site_value: string }[],
  key: string,
  fallback: number,
): number {
  const value = Number.parseInt(
    entries.find((entry) => entry.site_key === key)?.site_value ?? '',
    10,
  );
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * The home counters from the public site configuration. Until it answers, and when it cannot
 * be read (only logged), the spec's fallbacks show.
 */
export function useSiteCounters(): Counters {
  const query = usePublicSiteConfig();
  useEffect(() => {
    if (query.error)
      console.error(
        'Could not load the public site configuration; showing default counters.',
        query.error,
      );
  }, [query.error]);
  const entries = query.data?.data ?? [];
  return {
    jobRequests: pick(entries, COUNTER_KEYS.jobRequests, COUNTER_FALLBACKS.jobRequests),
    jobsCompleted: pick(entries, COUNTER_KEYS.jobsCompleted, COUNTER_FALLBACKS.jobsCompleted),
  };
}
