import type { RemoteName, RemotesConfig } from '@boatcare/shared-domain/federation';
import type { Role } from '@boatcare/shared-domain/core';
import { apiUrl } from '@boatcare/shared-ui/core';

// No module of the federation contract or the schemas here: they load with the first remote
// (load-remote.ts), not with the first paint.

/** The remote each role loaded on this page: its name, manifest and published version. */
const loaded = new Map<Role, { name: RemoteName; manifest: string; buildId: string | undefined }>();
const reported = new Set<string>();

/** Notes the version a role's remote loads (load-remote.ts). */
export function rememberRelease(
  role: Role,
  name: RemoteName,
  config: RemotesConfig,
  manifest: string,
) {
  loaded.set(role, { name, manifest, buildId: config.builds?.[name] });
}

/** A remote failed to load, or threw at mount: kept apart from the rest of its errors. */
export class RemoteLoadError extends Error {}

/**
 * Tells the release registry that this page's version of the role's remote failed (once per
 * kind and page): only the remote and its build id, no person, no token. A canary failing
 * often is rolled back by the registry. Versions the registry did not hand out are not reported.
 */
export function reportRemoteFailure(role: Role, kind: 'load' | 'mount') {
  const release = loaded.get(role);
  if (!release?.buildId || reported.has(`${role}:${kind}`)) return;
  reported.add(`${role}:${kind}`);
  const body = JSON.stringify({ remote: release.name, buildId: release.buildId, kind });
  void import('@boatcare/shared-domain/endpoints/releases').then(({ beacon }) =>
    fetch(apiUrl(beacon.path), {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined),
  );
}

/** How often an open tab asks whether its remote's version changed (a rollback, a promotion). */
const CHECK_EVERY_MS = 60_000;
let lastCheck = Date.now();

/**
 * On a navigation, at most once a minute: when the registry now hands this person another
 * version of the loaded remote, the page loads again at the new address, so the version changes
 * between screens, never in the middle of one.
 */
export async function followRelease(role: Role): Promise<void> {
  const current = loaded.get(role);
  if (!current?.buildId || Date.now() - lastCheck < CHECK_EVERY_MS) return;
  lastCheck = Date.now();
  try {
    const { fetchRemotesConfig, manifestUrl } = await import('./remotes-config.ts');
    const latest = manifestUrl(await fetchRemotesConfig(), current.name);
    if (latest !== current.manifest) location.reload();
  } catch {
    // The registry is away: keep the version this page has.
  }
}
