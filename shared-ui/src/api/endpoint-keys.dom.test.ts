import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import * as jobpost from '@boatcare/shared-domain/endpoints/jobpost';
import * as jobs from '@boatcare/shared-domain/endpoints/jobs';
import { endpointKey } from './endpoint-keys.ts';
import { invalidateEndpoints } from './useEndpointMutation.ts';

describe('endpoint keys', () => {
  it('name one call by endpoint and arguments, and all calls of an endpoint by its path', () => {
    const one = endpointKey(jobpost.get, { params: { id: 'a' } });
    expect(one).toEqual(['api', jobpost.get.path, { params: { id: 'a' } }]);
    expect(endpointKey(jobpost.get)).toEqual(one.slice(0, 2));
  });

  it('make a write read again every call of the endpoints it invalidates, and nothing else', async () => {
    const client = new QueryClient();
    const first = endpointKey(jobpost.get, { params: { id: 'a' } });
    const second = endpointKey(jobpost.get, { params: { id: 'b' } });
    const other = endpointKey(jobs.list, {});
    for (const key of [first, second, other]) client.setQueryData(key, { seeded: true });

    await invalidateEndpoints(client, [jobpost.get]);

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([stale(first), stale(second), stale(other)]).toEqual([true, true, false]);
  });
});
