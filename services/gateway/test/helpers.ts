import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildGateway, loadGatewayConfig, type GatewayOptions } from '../src/app.ts';
import { serviceNames, type ServiceName } from '../src/routes.ts';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** What a stub service saw of one request. */
export interface Seen {
  service: string;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Stub {
  url: string;
  close(): Promise<void>;
}

export interface StubOptions {
  requestTimeoutMs?: number;
  /** Answers in place of the echo (a stub with a behaviour of its own). */
  handler?: RequestListener;
}

/** Answers every request with what it saw, as `service` (JSON, 200). */
export const echoFor =
  (service: string): RequestListener =>
  (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen: Seen = {
        service,
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      response.writeHead(200, { 'content-type': 'application/json', 'x-served-by': service });
      response.end(JSON.stringify(seen));
    });
  };

/**
 * A tiny HTTP server on a real socket that answers every request with what it saw (or with
 * `handler`). `requestTimeoutMs` bounds the whole request, as server-kit's `requestTimeout`
 * bounds a service's (Node checks it every 100 ms here).
 */
export async function startStub(
  service: string,
  { requestTimeoutMs = 0, handler }: StubOptions = {},
): Promise<Stub> {
  const bound = { requestTimeout: requestTimeoutMs, connectionsCheckingInterval: 100 };
  const server: Server = createServer(requestTimeoutMs ? bound : {}, handler ?? echoFor(service));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port that refuses connections: a service that is down. */
export async function closedPortUrl(): Promise<string> {
  const stub = await startStub('gone');
  await stub.close();
  return stub.url;
}

/** A JavaScript chunk big enough to be compressed. */
export const bigScript = `console.log(${JSON.stringify('boatcare '.repeat(400))});\n`;

/** Built-looking dist folders for the shell and the four remotes in a temporary apps folder. */
export function fakeApps(): string {
  const dir = mkdtempSync(join(tmpdir(), 'boatcare-gateway-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('shell/dist/index.html', '<!doctype html><title>BoatCare</title><div id="root"></div>');
  write('shell/dist/static/js/index.3f2a9c1b.js', bigScript);
  write('shell/dist/favicon.ico', 'icon');
  write('shell/dist/en/vip-benefits/index.html', '<!doctype html><title>VIP | BoatCare</title>');
  // The frame of every record's page of a screen (shell screen-frames.ts).
  write('shell/dist/en/supplier/jobs/_/index.html', '<!doctype html><title>Job frame</title>');
  for (const role of ['customer', 'provider', 'club', 'admin']) {
    write(`mf-${role}/dist/mf-manifest.json`, JSON.stringify({ id: `mf_${role}` }));
    write(`mf-${role}/dist/remoteEntry.js`, `/* mf_${role} entry */`);
    write(`mf-${role}/dist/static/js/async/42.9b1c7d.js`, bigScript);
  }
  return dir;
}

export interface GatewayOverStubs {
  gateway: FastifyInstance;
  stubs: Record<ServiceName, Stub>;
  /** The gateway's origin, e.g. http://127.0.0.1:41234. */
  base: string;
  close(): Promise<void>;
}

/**
 * A gateway on a real port in front of a stub of each service; `config` adds to its settings,
 * `stubOptions` sets a service's stub apart (its own total bound, its own answers), `options`
 * the gateway's (its clock).
 */
export async function gatewayOverStubs(
  config: Record<string, string> = {},
  stubOptions: Partial<Record<ServiceName, StubOptions>> = {},
  options: GatewayOptions = {},
): Promise<GatewayOverStubs> {
  const stubs = {} as Record<ServiceName, Stub>;
  for (const name of serviceNames) stubs[name] = await startStub(name, stubOptions[name]);
  const gateway = await buildGateway(
    loadGatewayConfig({
      LOG_LEVEL: 'silent',
      MARKETPLACE_URL: stubs.marketplace.url,
      PAYMENTS_URL: stubs.payments.url,
      CLUB_URL: stubs.club.url,
      BACKOFFICE_URL: stubs.backoffice.url,
      ...config,
    }),
    options,
  );
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  return {
    gateway,
    stubs,
    base: `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`,
    close: async () => {
      await gateway.close();
      await Promise.all(serviceNames.map((name) => stubs[name].close()));
    },
  };
}
