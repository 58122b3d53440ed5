import { createServer } from 'node:net';

/** Whether nothing listens on `port` (of 127.0.0.1) now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.on('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on, for a server started a moment later (often by another process).
 * Picked below the ephemeral range the system hands out for port 0 and for outgoing connections
 * (Linux 32768-60999, macOS 49152-65535): a port from that range, checked and let go, was
 * sometimes taken by a connection before its server listened (EADDRINUSE in the e2e).
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = 10_000 + Math.floor(Math.random() * 22_000);
    if (await isFree(port)) return port;
  }
  throw new Error('no free port between 10000 and 32000');
}

/** Resolves once `url` answers 2xx, or rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready: ${String(lastError)}`);
}

/** Resolves once something accepts TCP connections on loopback `port`. */
export async function waitForTcp(port: number, timeoutMs = 30_000): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}
