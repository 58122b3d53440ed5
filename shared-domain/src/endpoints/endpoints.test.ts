import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserType } from '../enums.ts';
import { createApiClient } from '../api/index.ts';
import { defineEndpoint, pathOf, type EndpointShape } from './define.ts';
import { cachedReads, invalidatingWrites, notModified } from './caching.ts';
import { declarations as table, gatewayPrefixes } from './table.ts';

/** Every declaration of the table, by `area.name`. */
const declarations: [string, EndpointShape][] = table.map(({ name, endpoint }) => [name, endpoint]);

describe('the endpoint table', () => {
  it('has declarations', () => {
    expect(declarations.length).toBeGreaterThan(5);
  });

  it('declares each method and path once', () => {
    const seen = declarations.map(([, e]) => `${e.method} ${e.path.replace(/:\w+/g, ':')}`);
    expect(seen.filter((key, index) => seen.indexOf(key) !== index)).toEqual([]);
  });

  it('gives every :name of a path a schema, and no other', () => {
    for (const [name, endpoint] of declarations) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)|\/(\*)$/g)].map((m) => m[1] ?? m[2]).sort();
      const shape = (endpoint.params as z.ZodObject | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), name).toEqual(inPath);
    }
  });

  it("lays every path under one of its area's gateway prefixes", () => {
    for (const [name, endpoint] of declarations) {
      const owned = endpoint.prefixes.some(
        (prefix) => endpoint.path === prefix || endpoint.path.startsWith(`${prefix}/`),
      );
      expect(owned, `${name} ${endpoint.path}`).toBe(true);
    }
  });

  it('gives each gateway prefix to one service', () => {
    const owners = new Map<string, Set<string>>();
    for (const [, endpoint] of declarations)
      for (const prefix of endpoint.prefixes)
        owners.set(prefix, (owners.get(prefix) ?? new Set()).add(endpoint.service));
    const shared = [...owners].filter(([, services]) => services.size > 1).map(([p]) => p);
    expect(shared).toEqual([]);
    expect(Object.values(gatewayPrefixes()).flat().sort()).toEqual([...owners.keys()].sort());
  });

  it('flags as cached only public GETs, and as invalidating only writes', () => {
    for (const [name, endpoint] of declarations) {
      if (endpoint.cache)
        expect([endpoint.method, endpoint.roles], name).toEqual(['GET', 'public']);
      if (endpoint.invalidates) expect(endpoint.method, name).not.toBe('GET');
    }
  });
});

describe('the caches read the flags', () => {
  it('keeps the public reads every page makes, exact paths only', () => {
    const isCached = cachedReads('/v1');
    expect(isCached('GET', '/v1/super/site-config/public')).toBe(true);
    expect(isCached('HEAD', '/v1/pricing/config')).toBe(true);
    expect(isCached('GET', '/v1/translations/da_core.json')).toBe(true);
    expect(isCached('GET', '/v1/pricing/config?x=1')).toBe(false);
    expect(isCached('POST', '/v1/pricing/config')).toBe(false);
    expect(isCached('GET', '/v1/super/site-config')).toBe(false);
  });

  it('clears them after admin writes', () => {
    const clears = invalidatingWrites();
    expect(clears('POST', '/api/pricing/config')).toBe(true);
    expect(clears('PUT', '/super/site-config/abc?x=1')).toBe(true);
    expect(clears('GET', '/super/site-config')).toBe(false);
    expect(clears('POST', '/jobpost')).toBe(false);
  });

  it('matches an If-None-Match header, weak or strong, or *', () => {
    expect(notModified('W/"a", "b"', '"b"')).toBe(true);
    expect(notModified('*', '"b"')).toBe(true);
    expect(notModified('"a"', '"b"')).toBe(false);
    expect(notModified(undefined, '"b"')).toBe(false);
  });
});

describe('pathOf', () => {
  it('fills and encodes the parameters, without a leading slash', () => {
    expect(pathOf('/jobpost/get/:id', { id: 'a b/c' })).toBe('jobpost/get/a%20b%2Fc');
    expect(pathOf('/club/:clubId/members/:userId', { clubId: 1, userId: 'x' })).toBe(
      'club/1/members/x',
    );
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => pathOf('/jobpost/get/:id', {})).toThrow(/id/);
  });

  it('fills a trailing wildcard with a storage key, its slashes kept', () => {
    expect(pathOf('/images/*', { '*': 'job-posts/ab/c d.webp' })).toBe(
      'images/job-posts/ab/c%20d.webp',
    );
    expect(() => pathOf('/images/*', {})).toThrow(/\*/);
  });
});

describe('api.call', () => {
  let server: Server;
  let baseUrl = '';
  const seen: { method?: string; url?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, url: request.url, body });
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ name: 'Sea Breeze', extra: true }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const answer = z.object({ name: z.string() });
  const rename = defineEndpoint({
    service: 'marketplace',
    prefixes: ['/boats'],
    method: 'PATCH',
    path: '/boats/:id/name',
    params: z.object({ id: z.string() }),
    query: z.object({ tags: z.array(z.string()).optional(), page: z.number().optional() }),
    body: z.object({ name: z.string() }),
    response: answer,
    roles: [UserType.Customer],
    limit: { perIp: 10, window: '1 minute' },
    summary: 'test',
    tags: ['test'],
  });

  it('sends the method, the filled path, the query and the JSON body, and parses the answer', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    const result = await api.call(rename, {
      params: { id: '7 7' },
      query: { tags: ['a', 'b'], page: undefined },
      body: { name: 'Sea Breeze' },
    });
    expect(result).toEqual({ name: 'Sea Breeze' });
    expect(seen.at(-1)).toEqual({
      method: 'PATCH',
      url: '/v1/boats/7%207/name?tags=a&tags=b',
      body: JSON.stringify({ name: 'Sea Breeze' }),
    });
  });

  it('calls an endpoint without arguments when it needs none', async () => {
    const api = createApiClient({ baseUrl, getToken: () => null });
    await api.call(
      defineEndpoint({
        service: 'marketplace',
        prefixes: ['/boats'],
        method: 'GET',
        path: '/boats',
        response: answer,
        roles: 'public',
        summary: 'test',
        tags: ['test'],
      }),
    );
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: '/v1/boats' });
  });
});
