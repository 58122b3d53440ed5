import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
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

  it('drop the answer of a first read still on its way when a write settles, and ask again', async () => {
    const client = new QueryClient();
    const key = endpointKey(jobpost.get, { params: { id: 'a' } });
    const answers = ['before the write', 'after the write'];
    const replies: ((answer: string) => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => new Promise<string>((reply) => replies.push(reply)),
    });
    const seen: (string | undefined)[] = [];
    const stop = observer.subscribe((result) => seen.push(result.data));
    expect(replies).toHaveLength(1);

    const invalidated = invalidateEndpoints(client, [jobpost.get]);
    await vi.waitFor(() => expect(replies).toHaveLength(2));
    replies[0]?.(answers[0] ?? '');
    replies[1]?.(answers[1] ?? '');
    await invalidated;

    expect(client.getQueryData(key)).toBe('after the write');
    expect(seen).not.toContain('before the write');
    stop();
  });
});
