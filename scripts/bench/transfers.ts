import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface Transfer {
  /** CDP resource type: Script, Stylesheet, Document, Image, Fetch, ... */
  type: string;
  url: string;
  /** Body bytes on the wire (compressed as sent), without the response headers. */
  body: number;
  /** Body and headers. */
  wire: number;
}

/**
 * Records every finished response of a page through the DevTools protocol: what the server
 * sent, compressed (the context asks for gzip only, as the compose gateway sends it).
 */
export async function recordTransfers(cdp: CDPSession): Promise<Transfer[]> {
  const transfers: Transfer[] = [];
  const pending = new Map<string, { type: string; url: string; headers: number }>();
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', (event) =>
    pending.set(event.requestId, {
      type: event.type,
      url: event.response.url,
      headers: event.response.encodedDataLength,
    }),
  );
  cdp.on('Network.loadingFinished', (event) => {
    const response = pending.get(event.requestId);
    if (!response) return;
    const wire = event.encodedDataLength;
    transfers.push({
      type: response.type,
      url: response.url,
      wire,
      body: Math.max(0, wire - response.headers),
    });
  });
  return transfers;
}

/** A fresh page that asks for gzip, with its transfers recorded. */
export async function recordedPage(context: BrowserContext) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const transfers = await recordTransfers(cdp);
  return { page, cdp, transfers };
}

export const isCode = (t: Transfer) => t.type === 'Script' || t.type === 'Stylesheet';
export const bodyBytes = (transfers: Transfer[], keep: (t: Transfer) => boolean = () => true) =>
  transfers.filter(keep).reduce((sum, t) => sum + t.body, 0);

/** Resolves once no response has finished for `ms` (a client-side navigation has no networkidle). */
export async function settled(transfers: Transfer[], ms = 750) {
  let seen = -1;
  while (seen !== transfers.length) {
    seen = transfers.length;
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
}

/** Lighthouse's slow 4G (DevTools throttling): 562.5 ms request latency, 1.47 Mbps down. */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

export type { Page };
