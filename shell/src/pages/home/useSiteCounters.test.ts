import { describe, expect, it } from 'vitest';
import { countersFrom } from './useSiteCounters.ts';

const config = (entries: unknown[]) => ({ data: entries });

describe('countersFrom', () => {
  it('reads the two counters an admin set', () => {
    expect(
      countersFrom(
        config([
          { site_key: 'home_job_requests', site_value: '1234' },
          { site_key: 'home_jobs_completed', site_value: ' 87 ' },
          { site_key: 'maps_key', site_value: 'x' },
        ]),
      ),
    ).toEqual({ jobRequests: 1234, jobsCompleted: 87 });
  });

  it('gives the fallbacks for a missing, negative or non-numeric value, or a body of another shape', () => {
    expect(
      countersFrom(
        config([
          { site_key: 'home_job_requests', site_value: '-3' },
          { site_key: 'home_jobs_completed', site_value: '12 boats' },
        ]),
      ),
    ).toEqual({ jobRequests: 21, jobsCompleted: 40 });
    expect(countersFrom(config([null, 'x']))).toEqual({ jobRequests: 21, jobsCompleted: 40 });
    expect(countersFrom({ error: 'down' })).toEqual({ jobRequests: 21, jobsCompleted: 40 });
    expect(countersFrom(undefined)).toEqual({ jobRequests: 21, jobsCompleted: 40 });
  });
});
