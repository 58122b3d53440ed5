import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  remoteManifests,
  type RemoteManifests,
  type RemotesConfig,
} from '@boatcare/shared-domain/federation';
import { DEFAULT_PUBLIC_ORIGIN } from '@boatcare/shared-domain/core';
import { routeTable } from './routes.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where the shell finds each remote's manifest when nothing else is configured: this gateway. */
export const defaultRemotes: Required<RemoteManifests> = {
  mf_customer: '/remotes/customer/mf-manifest.json',
  mf_provider: '/remotes/provider/mf-manifest.json',
  mf_club: '/remotes/club/mf-manifest.json',
  mf_admin: '/remotes/admin/mf-manifest.json',
};

/** A service's base URL, or several (space separated): its instances, taken in turn. */
const upstream = (port: number) =>
  z
    .string()
    .default(`http://127.0.0.1:${port}`)
    .transform((text) => text.split(/\s+/).filter(Boolean))
    .pipe(z.array(z.url()).min(1));

const remotesJson = z
  .string()
  .optional()
  .transform((text, context) => {
    if (!text) return defaultRemotes;
    try {
      return remoteManifests.parse(JSON.parse(text));
    } catch {
      context.addIssue({
        code: 'custom',
        message: 'must be a JSON object of remote name (mf_customer ...) -> manifest URL',
      });
      return z.NEVER;
    }
  });

const schema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Base URL of each service (several, space separated, for several instances). */
  MARKETPLACE_URL: upstream(routeTable.marketplace.port),
  PAYMENTS_URL: upstream(routeTable.payments.port),
  CLUB_URL: upstream(routeTable.club.port),
  BACKOFFICE_URL: upstream(routeTable.backoffice.port),
  /** Folder holding shell/dist and mf-<role>/dist (the repository root by default). */
  APPS_DIR: z.string().default(repoRoot),
  /** Served at /remotes.json: container name -> URL of that remote's mf-manifest.json. */
  REMOTES_JSON: remotesJson,
  /**
   * Origins (space separated) a tester may point a remote at from the browser, outside
   * production. Listed in remotes.json as `allowOverridesFrom`; empty (the default) turns
   * overrides off.
   */
  REMOTE_OVERRIDE_ORIGINS: z
    .string()
    .default('')
    .transform((text) => text.split(/\s+/).filter(Boolean))
    .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  /**
   * `on` (the default): /remotes.json comes from the back office's release registry for the
   * request's host, over the static REMOTES_JSON (docs/releases.md); `off`: the static file only.
   */
  RELEASE_REGISTRY: z.enum(['on', 'off']).default('on'),
  /** Extra origins (space separated) the HTML may load scripts, styles and data from. */
  CSP_EXTRA_ORIGINS: z
    .string()
    .default('')
    .transform((text) => text.split(/\s+/).filter(Boolean)),
  /** How long the gateway waits for a service's answer. */
  PROXY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * How long an upload (a multipart body) may go without a byte arriving; it has no total
   * bound (a slow phone link keeps sending). Every other request must have arrived within
   * PROXY_TIMEOUT_MS + 5 s.
   */
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * How long the gateway sends the public reads (site configuration, translations, pricing)
   * from memory without asking the back office: the bound for writes through another instance.
   * Past it an answer is still sent while one request revalidates it, for at most one more TTL
   * (src/public-cache.ts). 0 turns the gateway's cache off.
   */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * Where the back office writes the public pages it rendered again after an admin's edit
   * (`<path>/index.html`, its RENDERED_PAGES_DIR): such a page is served in place of the
   * build's while it is newer than the build's. Unset: the build's pages only.
   */
  RENDERED_PAGES_DIR: z.string().optional(),
  /**
   * The site's address as people reach it: robots.txt names the sitemap with it. The services
   * (links in emails, the sitemap, the back office's renders) and the shell's build (the public
   * pages' canonical and hreflang links) read the same variable.
   */
  PUBLIC_ORIGIN: z
    .url()
    .default(DEFAULT_PUBLIC_ORIGIN)
    .transform((url) => new URL(url).origin),
});

export type GatewayConfig = z.infer<typeof schema>;

/** Reads and checks the gateway's environment once. */
export function loadGatewayConfig(
  env: Record<string, string | undefined> = process.env,
): GatewayConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid gateway configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** What /remotes.json answers: the manifests, and who may override them. */
export function remotesFile(config: GatewayConfig): RemotesConfig {
  return config.REMOTE_OVERRIDE_ORIGINS.length
    ? { ...config.REMOTES_JSON, allowOverridesFrom: config.REMOTE_OVERRIDE_ORIGINS }
    : config.REMOTES_JSON;
}

export const upstreamOf = (config: GatewayConfig) => ({
  marketplace: config.MARKETPLACE_URL,
  payments: config.PAYMENTS_URL,
  club: config.CLUB_URL,
  backoffice: config.BACKOFFICE_URL,
});
