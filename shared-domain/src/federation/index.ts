import { z } from 'zod';
import type { Role } from '../enums.ts';

/** The remotes, one per signed-in role. The name is the Module Federation container name. */
export const REMOTES = {
  customer: 'mf_customer',
  provider: 'mf_provider',
  club: 'mf_club',
  admin: 'mf_admin',
} as const satisfies Record<Role, string>;
export type RemoteName = (typeof REMOTES)[Role];

/** What every remote exposes: `./routes`, whose default export the shell mounts under /:lng. */
export const REMOTE_ROUTES_MODULE = './routes';

const manifestUrl = z.string().min(1);

/**
 * The per-environment remotes map: container name -> manifest URL (absolute, or relative to the
 * page). The gateway checks `REMOTES_JSON` with it; unknown names are refused.
 */
export const remoteManifests = z
  .object({
    mf_customer: manifestUrl.optional(),
    mf_provider: manifestUrl.optional(),
    mf_club: manifestUrl.optional(),
    mf_admin: manifestUrl.optional(),
  } satisfies Record<RemoteName, z.ZodType>)
  .strict();
export type RemoteManifests = z.infer<typeof remoteManifests>;

/**
 * `/remotes.json`, the file the shell reads at start: the manifests and, outside production,
 * the origins a tester may point a remote at (absent in production, so overrides are off).
 */
export const remotesConfig = remoteManifests.extend({
  allowOverridesFrom: z.array(z.string()).optional(),
});
export type RemotesConfig = z.infer<typeof remotesConfig>;

/** A tester's overrides in localStorage (REMOTE_OVERRIDE_KEY): container name -> manifest URL. */
export const remoteOverrides = remoteManifests.strip();

/** localStorage key a tester may set outside production to point one remote elsewhere. */
export const REMOTE_OVERRIDE_KEY = 'boatcare:remote-overrides';

/**
 * Packages that must exist once at run time. The trailing-slash keys share subpath imports
 * (react-dom/client, react/jsx-runtime); without them React is loaded twice. The session and
 * i18n live in these packages, so sharing them shares the state as well as the code.
 */
export const SINGLETON_PACKAGES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  'react-hot-toast',
  '@tanstack/react-query',
  '@boatcare/shared-domain',
  // Subpaths too (`/api` holds ApiError): one class, so `instanceof` works across apps.
  '@boatcare/shared-domain/',
  '@boatcare/shared-ui',
] as const;

/**
 * The one shared map every app's federation config uses. `versionOf` reads the installed
 * version so the runtime can check that shell and remotes agree.
 */
export function sharedSingletons(versionOf: (pkg: string) => string) {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((key) => {
      const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
      const version = versionOf(pkg);
      return [key, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}
