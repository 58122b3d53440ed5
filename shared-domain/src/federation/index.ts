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

/** The per-environment file the shell reads at start: container name -> manifest URL. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

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
