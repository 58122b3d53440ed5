import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { sharedSingletons } from '@boatcare/shared-domain/federation';

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
    // Resolve the package's entry, then walk up to its package.json (some do not export it).
    let dir = dirname(require.resolve(pkg));
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
    shared: sharedSingletons(versionOf, { treeShaking: options.build }),
    shareStrategy: 'loaded-first' as const,
    dts: false,
    manifest: true,
  };
}
