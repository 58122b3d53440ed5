import { request, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { gatewayOverStubs, type GatewayOverStubs } from './helpers.ts';

/** More open streams than a default connection pool (128 per upstream) holds. */
const STREAMS = 300;

let platform: GatewayOverStubs;
const open: ClientRequest[] = [];
beforeAll(async () => {
  platform = await gatewayOverStubs(
    {},
    {
      marketplace: {
        // A browser's idle stream: open, then quiet until the browser leaves.
        handler: (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
          response.write(': open\n\n');
        },
      },
    },
  );
});
afterAll(async () => {
  for (const one of open) one.destroy();
  await platform.close();
});

it(`holds ${STREAMS} idle event streams to one service at once, each answered at once`, async () => {
  const answered = await Promise.all(
    Array.from(
      { length: STREAMS },
      () =>
        new Promise<number>((resolve, reject) => {
          const one = request(`${platform.base}/v1/events?ticket=t`, { agent: false }, (res) => {
            res.once('data', () => resolve(res.statusCode ?? 0));
          });
          one.on('error', reject);
          one.setTimeout(10_000, () => resolve(0));
          one.end();
          open.push(one);
        }),
    ),
  );
  expect(answered.filter((status) => status === 200)).toHaveLength(STREAMS);
});
