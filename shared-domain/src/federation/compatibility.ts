import { REMOTE_CONTRACT_MODULE, SUPPORTED_CONTRACT_VERSIONS } from './index.ts';

/**
 * The shared singletons whose version a published remote must agree with: the shell provides
 * them, so a remote built against another major (or a newer minor) would run on a copy it was
 * not built for. Kept equal to shell/package.json by compatibility.test.ts.
 */
export const SHELL_SHARED_VERSIONS: Readonly<Record<string, string>> = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  '@tanstack/react-query': '5.108.0',
};

const parts = (version: string) => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? match.slice(1).map(Number) : null;
};

/**
 * Whether `provided` satisfies `^required` (what a remote's shared entry asks for): the same
 * major (the same minor below 1.0) and not older.
 */
export function satisfiesCaret(provided: string, required: string): boolean {
  const have = parts(provided);
  const want = parts(required);
  if (!have || !want) return false;
  const [hMajor = 0, hMinor = 0, hPatch = 0] = have;
  const [wMajor = 0, wMinor = 0, wPatch = 0] = want;
  if (hMajor !== wMajor) return false;
  if (wMajor === 0 && hMinor !== wMinor) return false;
  return hMinor > wMinor || (hMinor === wMinor && hPatch >= wPatch);
}

/** What a build declares about itself, read from its files. */
export interface BuildDeclaration {
  contractVersion: number | null;
  shared: Record<string, string>;
}

/**
 * Why the shell cannot run a build, in English for the publisher and the admin (null: it can):
 * a contract version it does not support, or a shared singleton it does not provide.
 */
export function releaseRefusal({ contractVersion, shared }: BuildDeclaration): string | null {
  if (contractVersion === null) return 'the build exposes no ./contract (contract version unknown)';
  if (!SUPPORTED_CONTRACT_VERSIONS.includes(contractVersion))
    return `contract version ${contractVersion} is not supported by the shell (it supports ${SUPPORTED_CONTRACT_VERSIONS.join(', ')})`;
  for (const [pkg, provided] of Object.entries(SHELL_SHARED_VERSIONS)) {
    const required = shared[pkg];
    if (required && !satisfiesCaret(provided, required))
      return `${pkg} ${required} is not what the shell shares (${provided})`;
  }
  return null;
}

interface Manifest {
  name?: unknown;
  shared?: { name?: unknown; version?: unknown }[];
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown[] } } }[];
}

/**
 * What a remote's build says about itself, from its files (`read` gives a file's text by its
 * path in the build): the contract version its `./contract` chunk carries (`contractVersion:3`,
 * written by the build preset) and the versions of the shared singletons the shell provides,
 * from mf-manifest.json. A string is why it is not a build of `remote`.
 */
export function buildDeclarationOf(
  remote: string,
  read: (path: string) => string | undefined,
): BuildDeclaration | string {
  const manifestText = read('mf-manifest.json');
  if (manifestText === undefined || read('remoteEntry.js') === undefined)
    return 'the build has no mf-manifest.json or remoteEntry.js at its root';
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestText) as Manifest;
  } catch {
    return 'mf-manifest.json is not JSON';
  }
  if (manifest.name !== remote) return `the build is ${String(manifest.name)}, not ${remote}`;
  const shared: Record<string, string> = {};
  for (const entry of manifest.shared ?? []) {
    if (typeof entry.name === 'string' && entry.name in SHELL_SHARED_VERSIONS)
      shared[entry.name] = String(entry.version);
  }
  const contract = (manifest.exposes ?? []).find(
    (expose) => expose.path === REMOTE_CONTRACT_MODULE,
  );
  const chunk = contract?.assets?.js?.sync?.[0];
  const source = typeof chunk === 'string' ? read(chunk) : undefined;
  const match = source ? /contractVersion\s*:\s*(\d+)/.exec(source) : null;
  return { contractVersion: match ? Number(match[1]) : null, shared };
}
