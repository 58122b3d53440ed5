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

/**
 * The version of the shell<->remote contract: what `./routes` exports (RemoteModule), the route
 * names, the shared singleton map and the session/i18n state they carry. The shared packages
 * are pinned at 0.1.0 forever, so their versions cannot tell an old remote from a new one: this
 * number does. Bump it on any change a remote built before it cannot follow (docs/adr/0008).
 */
export const CONTRACT_VERSION = 3;

/**
 * The contract versions this shell can mount; a remote declaring another one is refused.
 * 2: the shared `api` has `call` (the endpoint table, ADR 9); a version-1 remote still works.
 * 3: `./routes` exports `{ role, pages }`, one page per screen of the role's in the table of
 * screens, and the shell applies the guards and the navigation (ADR 11). A version 1 or 2
 * remote's `{ routes, navigation }` is still mounted: its pages guard themselves, and the
 * navigation comes from the table.
 */
export const SUPPORTED_CONTRACT_VERSIONS: readonly number[] = [1, 2, CONTRACT_VERSION];

/**
 * Every remote also exposes `./contract` (added by the build preset, @boatcare/tooling), whose
 * `contractVersion` is the CONTRACT_VERSION the remote was built against. The shell reads it
 * before it runs any of the remote's screens.
 */
export const REMOTE_CONTRACT_MODULE = './contract';

/** What `./contract` exports. */
export interface RemoteContract {
  contractVersion: number;
}

export const isSupportedContract = (value: unknown): value is RemoteContract =>
  typeof value === 'object' &&
  value !== null &&
  SUPPORTED_CONTRACT_VERSIONS.includes(
    (value as { contractVersion?: unknown }).contractVersion as number,
  );

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
  /**
   * The published version (build id) of each remote the release registry hands out
   * (docs/releases.md); the shell names it when it reports a failure. Absent for static files.
   */
  builds: z.record(z.string(), z.string()).optional(),
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
  // By subpath (it has no root entry; `/api` holds ApiError): one class, so `instanceof` works
  // across apps.
  '@boatcare/shared-domain/',
  '@boatcare/shared-ui',
  // The first paint's part of shared-ui (the root re-exports it): one session store, one client.
  '@boatcare/shared-ui/core',
] as const;

/** The package a shared key belongs to: `react/` -> react, `@boatcare/shared-ui/core` -> @boatcare/shared-ui. */
export const packageOf = (key: string) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Everything shell, shared-ui and the remotes import at run time from the shared packages that
 * are built cut to what is used (Module Federation's shared tree shaking), not whole. A test
 * (tooling) fails when an app imports a name that is not listed here; add it here. `default` is
 * a default import.
 */
export const SHARED_EXPORTS = {
  'react-router-dom': [
    'BrowserRouter',
    'createBrowserRouter',
    'createMemoryRouter',
    'Link',
    'matchPath',
    'MemoryRouter',
    'Navigate',
    'NavLink',
    'Outlet',
    'Route',
    'RouterProvider',
    'Routes',
    'useLocation',
    'useMatch',
    'useNavigate',
    'useParams',
    'useRouteError',
    'useRoutes',
    'useSearchParams',
  ],
  'react-i18next': ['initReactI18next', 'Trans', 'useTranslation'],
  '@tanstack/react-query': [
    'keepPreviousData',
    'QueryCache',
    'QueryClient',
    'QueryClientProvider',
    'useInfiniteQuery',
    'useMutation',
    'useQuery',
    'useQueryClient',
  ],
  'react-hot-toast': ['default', 'resolveValue', 'Toaster', 'ToastIcon', 'useToasterStore'],
} as const satisfies Partial<Record<(typeof SINGLETON_PACKAGES)[number], readonly string[]>>;

/**
 * The one shared map every app's federation config uses. `versionOf` reads the installed
 * version so the runtime can check that shell and remotes agree. `treeShaking` only for a
 * production build: on the dev server the tree-shaking runtime fails to start (the standalone
 * page stays blank), so a dev server shares the router whole.
 */
export function sharedSingletons(
  versionOf: (pkg: string) => string,
  { treeShaking: shake = false }: { treeShaking?: boolean } = {},
) {
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((key) => {
      const version = versionOf(packageOf(key));
      const used = shake ? (SHARED_EXPORTS as Record<string, readonly string[]>)[key] : undefined;
      // Shared tree shaking, experimental in Module Federation 2.9.
      const treeShaking = used && { mode: 'runtime-infer' as const, usedExports: [...used] };
      return [
        key,
        {
          singleton: true,
          requiredVersion: `^${version}`,
          version,
          ...(treeShaking && { treeShaking }),
        },
      ];
    }),
  );
}
