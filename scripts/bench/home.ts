import type { CDPSession, Page } from 'playwright-core';
import { kb, launchChromium, table, type BenchContext } from './context.ts';

const RUNS = 5;
const CPU_SLOWDOWN = 4;

interface Transfer {
  type: string;
  url: string;
  bytes: number;
}

/** Bytes on the wire per finished request (CDP encodedDataLength: compressed body plus headers). */
async function recordTransfers(cdp: CDPSession): Promise<Transfer[]> {
  const transfers: Transfer[] = [];
  const pending = new Map<string, { type: string; url: string }>();
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (event) =>
    pending.set(event.requestId, { type: event.type, url: event.response.url }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (response) transfers.push({ ...response, bytes: event.encodedDataLength });
  });
  return transfers;
}

/** The page's largest contentful paint (ms after navigation start) and what it painted. */
const readLcp = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ lcp: number; element: string; fcp: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const last = entries.at(-1);
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          const element = last?.element;
          const label = element
            ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 40)}`
            : 'unknown';
          resolve({ lcp: last?.startTime ?? 0, element: label, fcp });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The home page as a first visitor gets it: JS and CSS transferred on a cold load of /en
 * (gzip, as the gateway sends them), and the LCP in chromium with the CPU slowed down 4x
 * (Emulation.setCPUThrottlingRate), median of five cold loads.
 */
export default async function home({ url }: BenchContext) {
  const browser = await launchChromium();
  const lcps: number[] = [];
  const fcps: number[] = [];
  let element = '';
  let firstLoad: Transfer[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        extraHTTPHeaders: { 'accept-encoding': 'gzip' },
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const transfers = await recordTransfers(cdp);
      await page.goto(`${url}/en`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      const result = await readLcp(page);
      lcps.push(result.lcp);
      fcps.push(result.fcp);
      element = result.element;
      if (run === 0) firstLoad = [...transfers];
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sum = (type: string) =>
    firstLoad.filter((t) => t.type === type).reduce((total, t) => total + t.bytes, 0);
  const count = (type: string) => firstLoad.filter((t) => t.type === type).length;
  const translations = firstLoad
    .filter((t) => t.url.includes('/translations/'))
    .reduce((total, t) => total + t.bytes, 0);
  table([
    [
      'home /en first load: JS (gzip, transferred)',
      `${kb(sum('Script'))} in ${count('Script')} files`,
    ],
    [
      'home /en first load: CSS (gzip, transferred)',
      `${kb(sum('Stylesheet'))} in ${count('Stylesheet')} files`,
    ],
    ['home /en first load: texts (translation file)', kb(translations)],
    ['home /en first load: everything', kb(firstLoad.reduce((total, t) => total + t.bytes, 0))],
    [
      `home /en LCP, ${CPU_SLOWDOWN}x CPU slowdown (median of ${RUNS})`,
      `${Math.round(median(lcps))} ms (runs: ${lcps.map(Math.round).join(', ')})`,
    ],
    [
      `home /en FCP, ${CPU_SLOWDOWN}x CPU slowdown (median of ${RUNS})`,
      `${Math.round(median(fcps))} ms`,
    ],
    ['home /en LCP element', element],
  ]);
}
