/**
 * Issue 28's TBT, taken apart: where a page's main-thread time goes as it loads. One cold load
 * per page (signed in as `lighthouse` does) with the CPU slowed 4x by Chromium (the network not
 * slowed), recorded as a Chrome trace and a JS CPU profile; it prints each task over 50 ms, what
 * started it (the script evaluated, the callback) and the functions with the most time in it,
 * then the load's requests and its scripts (the shell's and the remote's: one `<script>` each).
 * A second load counts, with V8's precise coverage, the JS function calls the page made: a
 * figure that does not move with the machine's load (the times here move by 2x at a load
 * average of 10), so a cut in the work shows even on a busy machine.
 *
 *   BENCH_TRACE_PAGES=customer-dashboard   names (or parts) from lighthouse.ts's pages
 *                                          (default: login, customer-dashboard, provider-jobs)
 *   BENCH_TRACE_KEEP=/tmp/trace            keep each trace (opens in Chrome's Performance panel)
 *                                          and CPU profile
 *
 * The functions are the minified build's; a build with named module ids
 * (`optimization.moduleIds: 'named'` in the app's rsbuild config, not committed) names each
 * module instead.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type CDPSession, type Page, type Protocol } from 'puppeteer-core';
import type { BenchContext } from './context.ts';
import { PAGES, prepare, signIn, type SignedIn } from './lighthouse.ts';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
/** After the page's main heading shows: what the screen starts once it is in. */
const SETTLE_MS = 3000;
const DEFAULT_PAGES = ['login', 'customer-dashboard', 'provider-jobs'];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; requestId?: string } };
}

const fileOf = (url: string) => url.split('/').pop() || url;

/** One cold load with the CPU slowed; `record` runs around the navigation. */
async function load(
  page: Page,
  url: string,
  record: { start(cdp: CDPSession): Promise<void>; stop(cdp: CDPSession): Promise<void> },
) {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await record.start(cdp);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('h1', { timeout: 60_000 }).catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await record.stop(cdp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
}

/** The renderer's main thread: the thread named CrRendererMain with the most events. */
function mainThread(events: TraceEvent[]): TraceEvent[] {
  const names = new Map<string, string>();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name')
      names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  const counts = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) === 'CrRendererMain') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
}

/** The profile's samples with their times (the trace's clock) and each node's stack. */
function samplesOf(profile: Protocol.Profiler.Profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const frame = (id: number) => {
    const { functionName, url } = nodes.get(id)!.callFrame;
    return url ? `${functionName || '(anonymous)'} ${fileOf(url)}` : functionName;
  };
  let time = profile.startTime;
  const samples = (profile.samples ?? []).map((id, index) => {
    const delta = profile.timeDeltas?.[index] ?? 0;
    time += delta;
    return { time, delta, id };
  });
  return { samples, frame, parent };
}

/** Each long task: when, how long, what started it, and its functions by time (self, inclusive). */
function longTasks(events: TraceEvent[], profile: Protocol.Profiler.Profile): string[] {
  const main = mainThread(events);
  const start = Math.min(...events.filter((e) => e.name === 'navigationStart').map((e) => e.ts));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const { samples, frame, parent } = samplesOf(profile);
  const lines = [`    FCP ${fcp ? Math.round((fcp.ts - start) / 1000) : '?'} ms`];
  let blocking = 0;
  for (const task of main.filter(
    (e) => e.name === 'RunTask' && (e.dur ?? 0) >= LONG_TASK_MS * 1000,
  )) {
    const end = task.ts + (task.dur ?? 0);
    const first = main.find(
      (e) =>
        e.ts >= task.ts &&
        e.ts < end &&
        [
          'EvaluateScript',
          'FunctionCall',
          'TimerFire',
          'EventDispatch',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
        ].includes(e.name),
    );
    const own = new Map<string, number>();
    const inclusive = new Map<string, number>();
    for (const sample of samples) {
      if (sample.time < task.ts || sample.time >= end) continue;
      const leaf = frame(sample.id);
      own.set(leaf, (own.get(leaf) ?? 0) + sample.delta);
      const seen = new Set<string>();
      for (let id: number | undefined = sample.id; id !== undefined; id = parent.get(id)) {
        const name = frame(id);
        if (seen.has(name) || !name.includes(' ')) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + sample.delta);
      }
    }
    const top = (map: Map<string, number>, n: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([name, us]) => `${name} ${Math.round(us / 1000)}`)
        .join(', ');
    const ms = (task.dur ?? 0) / 1000;
    blocking += Math.max(0, ms - LONG_TASK_MS);
    const by = first ? `${first.name} ${fileOf(first.args?.data?.url ?? '')}`.trim() : '';
    lines.push(
      `    ${Math.round((task.ts - start) / 1000)} ms: ${Math.round(ms)} ms, ${by}`,
      `      self: ${top(own, 5)}`,
      `      incl: ${top(inclusive, 6)}`,
    );
  }
  lines.push(`    blocking time over ${LONG_TASK_MS} ms, whole load: ${Math.round(blocking)} ms`);
  return lines;
}

/** The load's requests, and its scripts: the shell's and the remote's (under /remotes/). */
function requests(events: TraceEvent[]): string {
  const urls = [
    ...new Map(
      events
        .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url)
        .map((e) => [e.args!.data!.requestId, e.args!.data!.url!]),
    ).values(),
  ];
  const scripts = urls.filter((url) => new URL(url).pathname.endsWith('.js'));
  const remote = scripts.filter((url) => new URL(url).pathname.startsWith('/remotes/')).length;
  return `    requests: ${urls.length} (scripts: ${scripts.length - remote} of the shell, ${remote} of the remote)`;
}

/** The JS function calls of a load, in all and by script (V8's precise coverage). */
function calls(result: Protocol.Profiler.ScriptCoverage[]): string {
  const byScript = new Map<string, number>();
  for (const script of result) {
    const count = script.functions.reduce((sum, fn) => sum + (fn.ranges[0]?.count ?? 0), 0);
    const name = fileOf(script.url) || '(inline)';
    byScript.set(name, (byScript.get(name) ?? 0) + count);
  }
  const total = [...byScript.values()].reduce((a, b) => a + b, 0);
  const top = [...byScript]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, count]) => `${name} ${count.toLocaleString('en')}`)
    .join(', ');
  return `    JS function calls: ${total.toLocaleString('en')} (most: ${top})`;
}

export default async function traceSection({ url }: BenchContext) {
  const wanted = (process.env.BENCH_TRACE_PAGES ?? '').split(',').filter(Boolean);
  const parts = wanted.length ? wanted : DEFAULT_PAGES;
  const pages = PAGES.filter((page) => parts.some((part) => page.name.includes(part)));
  const keep = process.env.BENCH_TRACE_KEEP;
  if (keep) mkdirSync(keep, { recursive: true });
  const origin = new URL(url).origin;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const users = new Map<string, SignedIn>();
  try {
    for (const target of pages) {
      let storage: Record<string, string> = {};
      let path = typeof target.path === 'string' ? target.path : '';
      if (target.role) {
        const user = users.get(target.role) ?? (await signIn(url, target.role));
        users.set(target.role, user);
        storage = { user: user.stored, ...(await target.storage?.(user)) };
        if (typeof target.path !== 'string') path = await target.path(user);
      }
      console.log(`  ${target.name} (${path}), CPU ${CPU_SLOWDOWN}x`);
      const page = await browser.newPage();
      try {
        await page.setViewport({
          width: 412,
          height: 823,
          deviceScaleFactor: 1.75,
          isMobile: true,
        });
        await prepare(page, origin, storage);
        let profile: Protocol.Profiler.Profile | undefined;
        let trace: Uint8Array | undefined;
        await load(page, `${url}${path}`, {
          async start(cdp) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
            await page.tracing.start({
              categories: [
                'devtools.timeline',
                'disabled-by-default-devtools.timeline',
                'v8.execute',
                'blink.user_timing',
                'loading',
              ],
            });
            await cdp.send('Profiler.start');
          },
          async stop(cdp) {
            profile = (await cdp.send('Profiler.stop')).profile;
            trace = await page.tracing.stop();
          },
        });
        const events = (
          JSON.parse(Buffer.from(trace!).toString('utf8')) as { traceEvents: TraceEvent[] }
        ).traceEvents;
        for (const line of longTasks(events, profile!)) console.log(line);
        console.log(requests(events));
        if (keep) {
          const name = `${path.replace(/\W+/g, '_')}-${Date.now()}`;
          writeFileSync(join(keep, `${name}.trace.json`), trace!);
          writeFileSync(join(keep, `${name}.cpuprofile`), JSON.stringify(profile));
        }
        await prepare(page, origin, storage);
        let coverage: Protocol.Profiler.ScriptCoverage[] = [];
        await load(page, `${url}${path}`, {
          async start(cdp) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
          },
          async stop(cdp) {
            coverage = (await cdp.send('Profiler.takePreciseCoverage')).result;
          },
        });
        console.log(calls(coverage));
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
}
