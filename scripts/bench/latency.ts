/** How many requests a latency measurement sends, how many at once, after how many unmeasured. */
export interface Run {
  requests: number;
  concurrency: number;
  warmup: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Latency of `GET path` as `token` over loopback HTTP: a bounded loop with a few requests in
 * flight. A failed answer stops the bench (a list that errors must not read as fast).
 */
export async function latency(base: string, token: string, path: string, run: Run) {
  const { requests, concurrency, warmup } = run;
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < warmup; i++) await call();
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next++ < requests) times.push(await call());
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const sorted = times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const p95 = percentile(sorted, 95);
  return {
    p95,
    text: `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(p95)}  (${requests} requests, ${concurrency} in flight, ${(times.length / seconds).toFixed(1)} req/s)`,
  };
}
