import {
  REMOTE_OVERRIDE_KEY,
  type RemoteName,
  type RemotesConfig,
} from '@boatcare/shared-domain/federation';

/** The per-environment file: manifest URL per remote, and (outside production) who may override. */
export interface EnvironmentRemotes extends RemotesConfig {
  /** Origins a tester may point a remote at; absent in production, so overrides are off there. */
  allowOverridesFrom?: string[];
}

let pending: Promise<EnvironmentRemotes> | undefined;

/** Reads /remotes.json once per page; a failed read is tried again on the next call. */
export function loadRemotesConfig(): Promise<EnvironmentRemotes> {
  pending ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<EnvironmentRemotes>;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

function readOverrides(): Partial<Record<RemoteName, string>> {
  try {
    return JSON.parse(localStorage.getItem(REMOTE_OVERRIDE_KEY) ?? '{}') as Partial<
      Record<RemoteName, string>
    >;
  } catch {
    return {};
  }
}

/**
 * The manifest URL of `name`: a tester's override from localStorage when the environment allows
 * its origin, else the environment's own. Relative URLs resolve against the page.
 */
export function manifestUrl(config: EnvironmentRemotes, name: RemoteName): string {
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
