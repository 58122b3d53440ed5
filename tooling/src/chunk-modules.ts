import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** What a built file holds: its largest source modules, raw bytes before minification. */
export interface ChunkModules {
  [file: string]: { module: string; size: number }[];
}

/** The file the plugin writes next to mf-stats.json; the bench's `sizes` section reads it. */
export const CHUNK_MODULES_FILE = 'chunk-modules.json';

interface StatsModule {
  name?: string;
  size?: number;
  modules?: StatsModule[];
}

/** A concatenated module ("x + 12 modules") stands for the modules inside it. */
const flatten = (modules: StatsModule[]): StatsModule[] =>
  modules.flatMap((m) => (m.modules?.length ? flatten(m.modules) : [m]));

/** `./node_modules/.pnpm/.../node_modules/zod/v4/core/api.js` -> `zod`; app files stay paths. */
export function moduleLabel(name: string): string {
  if (name.startsWith('webpack/runtime/')) return 'webpack runtime';
  if (/module_federation|provide shared module|consume shared module|container entry/.test(name))
    return 'Module Federation (runtime glue, share and expose tables)';
  const clean = name.replace(/^.*\.\/|\?.*$/g, '').replace(/ \+ \d+ modules$/, '');
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  return inPackage?.[1] ?? clean.replace(/^(\.\.\/)+/, '');
}

/**
 * After a build, writes `dist/chunk-modules.json`: each JS file with the modules built into it,
 * grouped by package (an app's own files by path), largest first. Build only.
 */
export const pluginChunkModules = (): RsbuildPlugin => ({
  name: 'boatcare:chunk-modules',
  setup(api) {
    api.onAfterBuild(({ stats }) => {
      if (!stats || !('toJson' in stats)) return;
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        runtimeModules: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
      });
      const files: ChunkModules = {};
      for (const chunk of json.chunks ?? []) {
        const sizes = new Map<string, number>();
        for (const m of flatten((chunk.modules ?? []) as StatsModule[])) {
          if (!m.name) continue;
          const label = moduleLabel(m.name);
          sizes.set(label, (sizes.get(label) ?? 0) + (m.size ?? 0));
        }
        const modules = [...sizes]
          .map(([module, size]) => ({ module, size }))
          .sort((a, b) => b.size - a.size);
        for (const file of chunk.files ?? []) if (file.endsWith('.js')) files[file] = modules;
      }
      writeFileSync(
        join(api.context.distPath, CHUNK_MODULES_FILE),
        `${JSON.stringify(files, null, 1)}\n`,
      );
    });
  },
});
