import { createServer, request as forward, type IncomingHttpHeaders, type Server } from 'node:http';

export interface RecordingProxy {
  url: string;
  /** `body` is the form-encoded request body, complete once the request has been answered. */
  requests: { method: string; path: string; headers: IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

/** Passes every request on to `target` and remembers its method, path, headers and body. */
export async function recordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target);
  const requests: RecordingProxy['requests'] = [];
  const server: Server = createServer((incoming, outgoing) => {
    const recorded = {
      method: incoming.method ?? '',
      path: incoming.url ?? '',
      headers: incoming.headers,
      body: '',
    };
    requests.push(recorded);
    incoming.on('data', (chunk: Buffer) => {
      recorded.body += chunk.toString('utf8');
    });
    const proxied = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    proxied.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(proxied);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
