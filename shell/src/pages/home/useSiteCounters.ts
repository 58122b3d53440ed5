import { usePublicJson } from '../../islands/public-json.ts';

/** Site configuration keys an admin sets for the home page counters. */
export const COUNTER_KEYS = {
  jobRequests: 'home_job_requests',
  jobsCompleted: 'home_jobs_completed',
} as const;
export const COUNTER_FALLBACKS = { jobRequests: 21, jobsCompleted: 40 } as const;

export type SiteCounters = Record<keyof typeof COUNTER_KEYS, number>;

/**
 * The counters in a `GET /super/site-config/public` answer (`{ data: [{ site_key,
 * site_value }] }`, checked by hand: the islands load no schemas). A key that is missing, or not
 * a whole number of at least 0, gives the spec's fallback.
 */
export function countersFrom(body: unknown): SiteCounters {
  const entries =
    typeof body === 'object' && body !== null && Array.isArray((body as { data?: unknown }).data)
      ? ((body as { data: unknown[] }).data as { site_key?: unknown; site_value?: unknown }[])
      : [];
  const pick = (key: string, fallback: number) => {
    const value = entries.find((entry) => entry?.site_key === key)?.site_value;
    const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isSafeInteger(number) ? number : fallback;
  };
  return {
    jobRequests: pick(COUNTER_KEYS.jobRequests, COUNTER_FALLBACKS.jobRequests),
    jobsCompleted: pick(COUNTER_KEYS.jobsCompleted, COUNTER_FALLBACKS.jobsCompleted),
  };
}

/**
 * The home counters from the public site configuration. Until it answers, and when it cannot
 * be read (only logged), the spec's fallbacks show.
 */
export const useSiteCounters = (): SiteCounters =>
  usePublicJson(
    'super/site-config/public',
    'Could not load the public site configuration; showing default counters.',
    countersFrom,
  ).data ?? COUNTER_FALLBACKS;
