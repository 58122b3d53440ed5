import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway, defaultRemotes, loadGatewayConfig } from '../src/app.ts';
import { closedPortUrl, fakeApps } from './helpers.ts';

/** A back office whose registry answers remotes.json (200) or has nothing live (404). */
async function fakeRegistry(status: number) {
  const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(status, {
      'content-type': 'application/json',
      ...(status === 200 && { 'set-cookie': 'boatcare_release=abcdefghijklmnopqr; Path=/' }),
    });
    response.end(
      JSON.stringify(
        status === 200
          ? {
              mf_customer: '/v1/releases/files/mf_customer/0123456789abcdef/mf-manifest.json',
              builds: { mf_customer: '0123456789abcdef' },
            }
          : { statusCode: 404, code: 'releases.nothingLive' },
      ),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise((done) => server.close(done)) };
}

const gatewayOver = (backoffice: string, extra: Record<string, string> = {}) =>
  buildGateway(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      APPS_DIR: fakeApps(),
      BACKOFFICE_URL: backoffice,
      ...extra,
    }),
  );

describe('/remotes.json from the release registry', () => {
  const closing: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it("answers the registry's versions for the caller over the static file", async () => {
    const registry = await fakeRegistry(200);
    const gateway = await gatewayOver(registry.url);
    closing.push(registry.close, () => gateway.close());
    const response = await gateway.inject({
      url: '/remotes.json',
      headers: { host: 'staging.localhost:8080', authorization: 'Bearer t', cookie: 'a=b' },
    });
    expect(response.json()).toEqual({
      ...defaultRemotes,
      mf_customer: '/v1/releases/files/mf_customer/0123456789abcdef/mf-manifest.json',
      builds: { mf_customer: '0123456789abcdef' },
    });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['set-cookie']).toMatch(/^boatcare_release=/);
    expect(registry.seen[0]?.url).toBe('/releases/remotes?host=staging.localhost%3A8080');
    expect(registry.seen[0]?.headers).toMatchObject({ authorization: 'Bearer t', cookie: 'a=b' });
  });

  it('answers the static file when the registry has nothing live, is down or is off', async () => {
    const empty = await fakeRegistry(404);
    closing.push(empty.close);
    for (const gateway of [
      await gatewayOver(empty.url),
      await gatewayOver(await closedPortUrl()),
      await gatewayOver(empty.url, { RELEASE_REGISTRY: 'off' }),
    ]) {
      const response = await gateway.inject('/remotes.json');
      expect(response.json()).toEqual(defaultRemotes);
      expect(response.headers['cache-control']).toBe('no-cache');
      await gateway.close();
    }
  });
});
