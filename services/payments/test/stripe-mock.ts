import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('../../../scripts/ensure-stripe-mock.sh', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export interface StripeMock {
  url: string;
  stop(): Promise<void>;
}

/**
 * stripe-mock (Stripe's API mock) on a free loopback port, built once per machine by
 * scripts/ensure-stripe-mock.sh. Answers the reason instead when it cannot be built here.
 */
export async function startStripeMock(): Promise<StripeMock | { unavailable: string }> {
  const built = spawnSync('bash', [script], { encoding: 'utf8', timeout: 300_000 });
  const bin = built.stdout.trim().split('\n').pop();
  if (built.status !== 0 || !bin) {
    return {
      unavailable: `stripe-mock could not be built: ${built.stderr.trim().split('\n').pop() ?? 'unknown'}`,
    };
  }
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    bin,
    ['-http-addr', `127.0.0.1:${httpPort}`, '-https-addr', `127.0.0.1:${httpsPort}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = `http://127.0.0.1:${httpPort}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await fetch(`${url}/v1/balance`, { headers: { authorization: 'Bearer sk_test_123' } });
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill();
        return { unavailable: 'stripe-mock did not start' };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
