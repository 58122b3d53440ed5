declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** One connection's client; `pipelinedRequests` is autocannon's own (lib/httpClient.js). */
  export interface Client {
    pipelinedRequests: { addBody(chunk: Buffer): void };
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    setupClient?: (client: Client) => void;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
