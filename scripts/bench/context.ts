import { chromium, type Browser } from 'playwright-core';

export interface BenchContext {
  /** Where the site and the API answer. */
  url: string;
  /** Each service's own address, when the bench started the platform itself. */
  services?: Partial<Record<string, string>>;
  /** The platform's database, when the bench started the platform itself. */
  databaseUrl?: string;
}
export type BenchSection = (context: BenchContext) => Promise<void>;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints rows as an aligned two-column table. */
export function table(rows: [string, string][]) {
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`${label.padEnd(width)}  ${value}`);
}
