import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sharedSingletons } from '@boatcare/shared-domain/federation';

const SHARED_DOMAIN = '@boatcare/shared-domain/';

/**
 * Every endpoint table (`@boatcare/shared-domain/endpoints/<area>`) and every schema file
 * (`.../schemas/<name>`) as a shared module given by its file: a shared module named by a file
 * is offered by every build, used there or not, where a subpath under the
 * `@boatcare/shared-domain/` prefix is offered only by a build that imports it. So the shell
 * offers the tables and schemas of the remotes' pages too (in chunks of their own, loaded when a
 * page asks), built on the zod the shell already runs; a remote's own copy of one the shell did
 * not offer brings a second zod (27 kB gzip, and its start-up) to its first screen (the
 * provider's and the admin's dashboards did, with `schemas/dashboards` and `schemas/admin`).
 */
function domainModules(require: NodeJS.Require, version: string) {
  return Object.fromEntries(
    ['endpoints', 'schemas'].flatMap((folder) => {
      const dir = dirname(require.resolve(`${SHARED_DOMAIN}${folder}/index`));
      return readdirSync(dir)
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
        .map((file) => {
          const key = `${SHARED_DOMAIN}${folder}/${file.slice(0, -'.ts'.length)}`;
          const config = { import: join(dir, file), shareKey: key, singleton: true, version };
          return [key, { ...config, requiredVersion: `^${version}` }];
        });
    }),
  );
}

/** The first of the specifiers that resolves. */
function resolveEither(require: NodeJS.Require, first: string, second: string) {
  try {
    return require.resolve(first);
  } catch {
    return require.resolve(second);
  }
}

/**
 * Build-time Module Federation options every app uses (Node only; imported by the shell's
 * federation.config.ts and the remotes' preset). One shared map, no eager modules, loaded-first so registering a
 * remote never fetches the others' entries, and no type generation at build.
 */
export function federationOptions(
  appDir: string,
  options: { name: string; exposes?: Record<string, string>; build: boolean },
) {
  const require = createRequire(join(appDir, 'package.json'));
  const versionOf = (pkg: string): string => {
    // The package's manifest where it exports it (ours: no root entry), else its entry, then
    // walk up to its package.json.
    let dir = dirname(resolveEither(require, `${pkg}/package.json`, pkg));
    for (;;) {
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          name?: string;
          version: string;
        };
        if (manifest.name === pkg) return manifest.version;
      } catch {
        // keep walking
      }
      const parent = dirname(dir);
      if (parent === dir) throw new Error(`cannot find the version of ${pkg}`);
      dir = parent;
    }
  };
  return {
    name: options.name,
    exposes: options.exposes ?? {},
    filename: 'remoteEntry.js',
    shared: {
      ...sharedSingletons(versionOf, { treeShaking: options.build }),
      ...domainModules(require, versionOf('@boatcare/shared-domain')),
    },
    shareStrategy: 'loaded-first' as const,
    dts: false,
    manifest: true,
  };
}
