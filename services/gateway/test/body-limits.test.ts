import { request as httpRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, loadGatewayConfig } from '../src/app.ts';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from '../src/body-limits.ts';
import { gatewayOverStubs, type GatewayOverStubs } from './helpers.ts';

/** A POST over a real socket; `chunked` sends no Content-Length. */
function post(
  base: string,
  path: string,
  body: Buffer,
  options: { type?: string; chunked?: boolean } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'content-type': options.type ?? 'application/json',
    };
    if (!options.chunked) headers['content-length'] = body.length;
    const req = httpRequest(`${base}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    // The gateway may answer and close before the whole body is written.
    req.on('error', reject);
    const step = 64 * 1024;
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const more = req.write(body.subarray(offset, offset + step));
        offset += step;
        if (!more) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const tooLarge = {
  statusCode: 413,
  error: 'Payload Too Large',
  code: 'errors.http413',
};

describe('gateway body limits', () => {
  let platform: GatewayOverStubs;
  let base: string;

  beforeAll(async () => {
    platform = await gatewayOverStubs();
    base = platform.base;
  });
  afterAll(() => platform.close());

  const json = (bytes: number) => Buffer.from(`{"a":"${'x'.repeat(bytes)}"}`);

  it('refuses every JSON body over 1 MB with a 413 in the error shape, by Content-Length', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(base, '/v1/auth/login', json(JSON_BODY_LIMIT))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.json).toMatchObject(tooLarge);
    }
  });

  it('refuses a streamed body (no Content-Length) once it passes the limit', async () => {
    const answer = await post(base, '/v1/club/register', json(JSON_BODY_LIMIT), { chunked: true });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject(tooLarge);
  });

  it('refuses an oversized multipart form the same way', async () => {
    const type = 'multipart/form-data; boundary=x';
    const body = Buffer.alloc(UPLOAD_BODY_LIMIT + 1024, 'a');
    expect(await post(base, '/v1/jobpost', body, { type })).toMatchObject({
      status: 413,
      json: tooLarge,
    });
    const streamed = await post(base, '/v1/jobpost', body, { type, chunked: true });
    expect(streamed).toMatchObject({ status: 413, json: tooLarge });
  });

  it('passes bodies within their limit, including a larger one where a route allows it', async () => {
    expect((await post(base, '/v1/auth/login', json(1000))).status).toBe(200);
    expect((await post(base, '/v1/auth/login', json(1000), { chunked: true })).status).toBe(200);
    const translations = json(2 * JSON_BODY_LIMIT);
    expect((await post(base, '/v1/super/put/json', translations)).status).toBe(200);
  });
});

describe('gateway errors', () => {
  let gateway: FastifyInstance;
  beforeAll(async () => {
    gateway = await buildGateway(loadGatewayConfig({ LOG_LEVEL: 'silent' }));
  });
  afterAll(() => gateway.close());

  it.each([
    '/v1/jobpost/get/..%2F..%2Fetc%2Fpasswd',
    '/v1/jobpost/get/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/v1/jobpost/get/%E0%A4%A',
    '/%E0%A4%A',
  ])('answers %s in the one error shape', async (url) => {
    const response = await gateway.inject({ url });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
  });
});
