import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestService,
  type TestService,
  type TestUser,
} from '@boatcare/server-kit/testing';
import en from '@boatcare/shared-domain/i18n/en_translation.json' with { type: 'json' };
import { backoffice } from '../../backoffice/src/app.ts';
import { buildGateway, loadGatewayConfig } from '../src/app.ts';
import { closedPortUrl } from './helpers.ts';

/**
 * The gateway answers the public reads from its memory (src/public-cache.ts). Both caches keep
 * answers for a minute here, so only a write passing through the gateway can explain a change.
 */
describe('public reads cached in the gateway', () => {
  let service: TestService;
  let admin: TestUser;
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    service = await buildTestService(backoffice, { PUBLIC_CACHE_TTL_MS: '60000' });
    await service.app.listen({ host: '127.0.0.1', port: 0 });
    admin = await service.createUser({ user_type: 0 });
    const nowhere = await closedPortUrl();
    gateway = await buildGateway(
      loadGatewayConfig({
        LOG_LEVEL: 'silent',
        MARKETPLACE_URL: nowhere,
        PAYMENTS_URL: nowhere,
        CLUB_URL: nowhere,
        BACKOFFICE_URL: `http://127.0.0.1:${(service.app.server.address() as AddressInfo).port}`,
        PUBLIC_CACHE_TTL_MS: '60000',
      }),
    );
    await gateway.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}/v1`;
  });

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
  });

  const read = (path: string, etag?: string) =>
    fetch(`${base}${path}`, { headers: etag ? { 'if-none-match': etag } : {} });

  /** A write through the gateway, its answer read whole (an unread one keeps its connection). */
  const write = async (method: 'POST' | 'PUT', path: string, body: object) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await answer.arrayBuffer();
    return answer;
  };

  /** Reads `path` twice (the second from the gateway's memory) and checks ETag and 304. */
  async function readTwice(path: string) {
    const first = await read(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const text = await first.text();
    const again = await read(path);
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(await again.text()).toBe(text);
    const notModified = await read(path, etag);
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    return { json: JSON.parse(text) as Record<string, unknown>, etag };
  }

  it('site configuration: an admin change through the gateway is the next read', async () => {
    const before = await readTwice('/super/site-config/public');
    const saved = await write('POST', '/super/site-config', {
      site_key: 'gateway_cache_probe',
      site_value: '11',
    });
    expect(saved.status).toBe(201);
    const after = await read('/super/site-config/public', before.etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before.etag);
    const { data } = (await after.json()) as { data: unknown[] };
    expect(data).toContainEqual({ site_key: 'gateway_cache_probe', site_value: '11' });
  });

  it('pricing: the saved configuration is the next read, and its tag answers 304', async () => {
    const before = await readTwice('/pricing/config');
    const rate = Number(before.json.baseRatePerFoot);
    const saved = await write('POST', '/api/pricing/config', {
      ...before.json,
      baseRatePerFoot: rate + 1_00,
    });
    expect(saved.status).toBe(200);
    const after = await readTwice('/pricing/config');
    expect(after.json.baseRatePerFoot).toBe(rate + 1_00);
    expect(after.etag).not.toBe(before.etag);
  });

  it('translations: the edited file is the next read, whole and by area', async () => {
    const before = await readTwice('/translations/en_translation.json');
    const area = await readTwice('/translations/en_public.json');
    const content = { ...en, home: { ...en.home, heroTitle: 'Through the gateway' } };
    const saved = await write('PUT', '/super/put/json?file=en_translation.json', { content });
    expect(saved.status).toBe(200);
    const after = await read('/translations/en_translation.json', before.etag);
    expect(after.status).toBe(200);
    expect(((await after.json()) as typeof en).home.heroTitle).toBe('Through the gateway');
    const areaAfter = await read('/translations/en_public.json', area.etag);
    expect(areaAfter.status).toBe(200);
    expect(((await areaAfter.json()) as typeof en).home.heroTitle).toBe('Through the gateway');
  });

  it('answers from its memory: a write that bypasses it is not seen until the time is up', async () => {
    const before = await readTwice('/super/site-config/public');
    const direct = await service.app.inject({
      method: 'POST',
      url: '/super/site-config',
      headers: bearer(admin.token),
      payload: { site_key: 'gateway_cache_bypass', site_value: '1' },
    });
    expect(direct.statusCode).toBe(201);
    const cached = await read('/super/site-config/public', before.etag);
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
  });

  it('sends a kept answer in the encoding the browser asks for, compressed once', async () => {
    const path = '/translations/en_translation.json';
    const plain = await readTwice(path);
    /** The raw bytes and headers (fetch would decode them). */
    const raw = (acceptEncoding?: string) =>
      new Promise<{ encoding?: string; vary?: string; body: Buffer }>((resolve, reject) => {
        get(
          `${base}${path}`,
          { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                encoding: response.headers['content-encoding'],
                vary: response.headers.vary,
                body: Buffer.concat(chunks),
              }),
            );
          },
        ).on('error', reject);
      });
    const gz = await raw('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(plain.json);
    const identity = await raw();
    expect(identity.encoding).toBeUndefined();
    expect(identity.vary).toContain('accept-encoding');
    expect(JSON.parse(identity.body.toString())).toEqual(plain.json);
    const head = await fetch(`${base}${path}`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(identity.body.length));
    expect(await head.text()).toBe('');
    // Compressed at brotli's best once kept (made off the event loop, so not at once): smaller
    // than gzip's best, which the compress plugin's per-answer brotli is not.
    await expect
      .poll(async () => (await raw('gzip, deflate, br')).body.length, { timeout: 10_000 })
      .toBeLessThan((await raw('gzip')).body.length);
    const br = await raw('gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(plain.json);
  });

  it('a refused write keeps the cached answer', async () => {
    const before = await readTwice('/super/site-config/public');
    const refused = await write('POST', '/super/site-config', { site_key: '' });
    expect(refused.status).toBe(400);
    const cached = await read('/super/site-config/public', before.etag);
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');
  });
});
