import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Role } from '@boatcare/shared-domain/core';
import type { MountedRemote } from '@boatcare/shared-ui';
import { loadTexts } from '@boatcare/shared-ui/core';
import type { RemotesConfig } from '@boatcare/shared-domain/federation';
import { keepRemote } from '../pwa/register.ts';
import { fetchManifestEarly } from './early-manifest.ts';
import { mountable } from './mountable.ts';
import { pathAfterLanguage } from '../app/path-after-language.ts';
import { ownerOf } from './ownership.ts';
import { rememberRelease, RemoteLoadError, reportRemoteFailure } from './releases.ts';

const modules = new Map<Role, Promise<MountedRemote>>();

/**
 * The loader's own code: the contract's constants and remotes.json's schema (zod) load with the
 * first remote, not with the first paint of a public page.
 */
const loaderCode = () =>
  Promise.all([import('@boatcare/shared-domain/federation'), import('./remotes-config.ts')]);

/** remotes.json as anyone gets it, asked with a sign-in's request. */
let anyones: Promise<RemotesConfig | undefined> | undefined;

/**
 * Fetches the loader's code and remotes.json as anyone gets it ahead of the first remote: a
 * sign-in asks for both with its request, so that the role's remote starts loading as soon as
 * the answer names the role.
 */
export function prepareRemoteLoading() {
  if (anyones) return;
  const answer = fetch('/remotes.json', { cache: 'no-cache' });
  anyones = Promise.all([loaderCode(), answer])
    .then(([[, { readRemotesConfig }], response]) => readRemotesConfig(response))
    .catch(() => undefined);
}

/**
 * As a sign-in answers, asks for the person's remotes.json at once (before the screen's reads
 * take the browser's connections) and, beside it rather than after it, the manifest of the
 * remote that serves `to` (a path with its language) as remotes.json names it for anyone
 * (early-manifest.ts).
 */
export function startRemoteOf(to: string) {
  const owner = ownerOf(pathAfterLanguage(to));
  if (!owner || !anyones) return;
  const guess = anyones;
  void loaderCode().then(async ([{ REMOTES }, { loadRemotesConfig, manifestUrl }]) => {
    loadRemotesConfig().catch(() => undefined);
    const config = await guess;
    if (config) fetchManifestEarly(manifestUrl(config, REMOTES[owner.role]));
  });
}

async function load(role: Role, retry: boolean): Promise<MountedRemote> {
  const [
    { isSupportedContract, REMOTE_CONTRACT_MODULE, REMOTE_ROUTES_MODULE, REMOTES },
    { loadRemotesConfig, manifestUrl },
  ] = await loaderCode();
  const name = REMOTES[role];
  const config = await loadRemotesConfig();
  const entry = manifestUrl(config, name);
  rememberRelease(role, name, config, entry);
  // Registered on first use only, so a page fetches the manifest of the signed-in role alone.
  registerRemotes([{ name, entry }], { force: retry });
  // The screens' files fetched beside the contract's, run only once it is checked: one wave of
  // requests instead of three.
  preloadRemote([
    { nameOrAlias: name, exposes: [REMOTE_ROUTES_MODULE], resourceCategory: 'sync' },
  ]).catch(() => undefined);
  // The contract first: a remote built against a contract this shell does not support (or one
  // from before contract versions) never runs a screen; the boundary shows the fallback.
  const contract = await loadRemote<unknown>(`${name}/${REMOTE_CONTRACT_MODULE.slice(2)}`).catch(
    () => null,
  );
  if (!isSupportedContract(contract)) {
    const declared = (contract as { contractVersion?: unknown } | null)?.contractVersion;
    throw new Error(
      `${name} was built for contract version ${String(declared)}, not supported here`,
    );
  }
  const loaded = await loadRemote<{ default: unknown }>(`${name}/${REMOTE_ROUTES_MODULE.slice(2)}`);
  const module = mountable(role, loaded?.default);
  if (!module) throw new Error(`${name} did not provide its pages`);
  // The next cold load reads this version from the service worker's cache.
  keepRemote(entry);
  return module;
}

/**
 * The role's remote module, loaded once per page with its area's texts (its screens render with
 * both); `retry` drops a failed attempt.
 */
export function remoteModule(role: Role, retry = false): Promise<MountedRemote> {
  let module = modules.get(role);
  if (!module || retry) {
    module = Promise.all([load(role, retry), loadTexts(role)]).then(
      ([loaded]) => loaded,
      (error: unknown) => {
        reportRemoteFailure(role, 'load');
        throw new RemoteLoadError(`The ${role} remote did not load`, { cause: error });
      },
    );
    module.catch(() => modules.delete(role));
    modules.set(role, module);
  }
  return module;
}
