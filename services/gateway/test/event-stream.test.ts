import { afterAll, beforeAll, expect, it } from 'vitest';
import { gatewayOverStubs, type GatewayOverStubs } from './helpers.ts';

/** Long enough that a compressing or buffering proxy would hold it back. */
const EVENT = `data: ${JSON.stringify({ kind: 'bidReceived', pad: 'x'.repeat(2_000) })}\n\n`;
const EVERY_MS = 100;
const COUNT = 8;

let platform: GatewayOverStubs;
beforeAll(async () => {
  platform = await gatewayOverStubs(
    // The stream lasts several times the proxy's timeout: bytes keep flowing, so it stays.
    { PROXY_TIMEOUT_MS: '300' },
    {
      marketplace: {
        handler: (request, response) => {
          response.writeHead(200, {
            'content-type': 'text/event-stream; charset=utf-8',
            'cache-control': 'no-store',
            'x-seen-url': request.url ?? '',
          });
          response.write(': open\n\n');
          let sent = 0;
          const timer = setInterval(() => {
            response.write(EVENT);
            sent += 1;
            if (sent === COUNT) {
              clearInterval(timer);
              response.end();
            }
          }, EVERY_MS);
          request.on('close', () => clearInterval(timer));
        },
      },
    },
  );
});
afterAll(() => platform.close());

it('passes /v1/events through as a stream: each event at once, uncompressed, past the proxy timeout', async () => {
  const started = Date.now();
  const response = await fetch(`${platform.base}/v1/events?ticket=t`, {
    headers: { 'accept-encoding': 'br, gzip', accept: 'text/event-stream' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(response.headers.get('content-encoding')).toBeNull();
  expect(response.headers.get('x-seen-url')).toBe('/events?ticket=t');
  const arrivals: number[] = [];
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body ?? []) {
    const before = text.split('\n\n').length;
    text += decoder.decode(chunk, { stream: true });
    const after = text.split('\n\n').length;
    for (let i = before; i < after; i += 1) arrivals.push(Date.now() - started);
  }
  expect(text.match(/^data: /gm)).toHaveLength(COUNT);
  // Events arrive as they are written, not all at the end.
  const first = arrivals[1] ?? Infinity;
  const last = arrivals.at(-1) ?? 0;
  expect(last - first).toBeGreaterThan(EVERY_MS * (COUNT - 3));
  expect(last).toBeGreaterThan(300);
});
