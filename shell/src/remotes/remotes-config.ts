import {
  REMOTE_OVERRIDE_KEY,
  remoteOverrides,
  remotesConfig,
  type RemoteName,
  type RemoteManifests,
  type RemotesConfig,
} from '@boatcare/shared-domain/federation';
import { sessionStore } from '@boatcare/shared-ui/core';

let pending: Promise<RemotesConfig> | undefined;

/**
 * Reads /remotes.json with the signed-in user's token: the release registry hands each person
 * their versions (docs/releases.md), the same on every reload.
 */
export async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const token = sessionStore.getState().session?.access_token;
  return readRemotesConfig(
    await fetch('/remotes.json', {
      cache: 'no-cache',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  );
}

/** An answer of /remotes.json, checked with its schema (a malformed file fails like an unreachable one). */
export async function readRemotesConfig(response: Response): Promise<RemotesConfig> {
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return remotesConfig.parse(await response.json());
}

/** remotes.json once per page; a failed read is tried again on the next call. */
export function loadRemotesConfig(): Promise<RemotesConfig> {
  pending ??= fetchRemotesConfig().catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

function readOverrides(): RemoteManifests {
  try {
    const parsed = remoteOverrides.safeParse(
      JSON.parse(localStorage.getItem(REMOTE_OVERRIDE_KEY) ?? '{}'),
    );
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The manifest URL of `name`: a tester's override from localStorage when the environment allows
 * its origin, else the environment's own. Relative URLs resolve against the page.
 */
export function manifestUrl(config: RemotesConfig, name: RemoteName): string {
  const own = config[name];
  const override = readOverrides()[name];
  if (override && config.allowOverridesFrom?.length) {
    const origin = new URL(override, location.href).origin;
    if (config.allowOverridesFrom.includes(origin)) return override;
    console.warn(`Ignoring remote override for ${name}: ${origin} is not allowed here.`);
  }
  if (!own) throw new Error(`remotes.json has no entry for ${name}`);
  return new URL(own, location.href).toString();
}
