import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, which the lint tests' paths are relative to. */
export const repoRoot = join(import.meta.dirname, '..', '..');

/** The frontends' source folders: the shell, the four remotes and the UI kit they share. */
export const FRONTEND_SOURCES = [
  'shell/src',
  'mf-customer/src',
  'mf-provider/src',
  'mf-club/src',
  'mf-admin/src',
  'shared-ui/src',
];

/**
 * The TypeScript sources under each folder (relative to the root), tests and installed packages
 * left out, with their text: what the lint tests scan.
 */
export function sourcesIn(dirs: string[]): { path: string; text: string }[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
      .filter((name) => !name.split('/').includes('node_modules'))
      .map((name) => {
        const path = join(dir, name);
        return { path, text: readFileSync(join(repoRoot, path), 'utf8') };
      }),
  );
}
