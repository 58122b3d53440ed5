import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { Role } from '@boatcare/shared-domain/core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONTRACT_VERSION,
  REMOTE_CONTRACT_MODULE,
  REMOTE_ROUTES_MODULE,
  REMOTES,
} from '@boatcare/shared-domain/federation';
import { federationOptions } from './federation-options.ts';
import { pluginChunkModules } from './chunk-modules.ts';

/**
 * The contract version a build declares: CONTRACT_VERSION, or BOATCARE_CONTRACT_VERSION to build
 * a remote against another contract on purpose (the e2e test of the shell refusing it).
 */
const contractVersion = () => Number(process.env.BOATCARE_CONTRACT_VERSION ?? CONTRACT_VERSION);

/**
 * Module Federation's bundler runtime, which every remote entry carries, is imported by its
 * CommonJS build (a path the plugin writes), and through it the SDK's and the runtime's CommonJS
 * builds: whole, as nothing in CommonJS can be tree-shaken. Their ES module builds instead keep
 * only what the entry calls.
 */
function federationEsm(): Record<string, string> {
  const esm = (pkg: string) => fileURLToPath(import.meta.resolve(pkg));
  const bundlerRuntime = esm('@module-federation/webpack-bundler-runtime');
  return {
    [`${bundlerRuntime.replace(/\.js$/, '.cjs')}$`]: bundlerRuntime,
    '@module-federation/sdk$': esm('@module-federation/sdk'),
    '@module-federation/runtime$': esm('@module-federation/runtime'),
  };
}

/**
 * The build of every remote: one container named after its role exposing `./routes` and
 * `./contract` (the contract version it was built against), the shared singleton map, chunks addressed relative to the manifest (build once, deploy
 * anywhere), CSS Module names prefixed per app, and a standalone dev page on `port`.
 */
export function remoteRsbuildConfig(appDir: string, role: Role, port: number) {
  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        ...federationOptions(appDir, {
          name: REMOTES[role],
          build: command === 'build',
          exposes: {
            [REMOTE_ROUTES_MODULE]: './src/routes.tsx',
            [REMOTE_CONTRACT_MODULE]: join(import.meta.dirname, 'contract-module.ts'),
          },
        }),
        // The deployed build runs inside the shell and uses the shell's federation runtime
        // (about 30 kB less per remote); the team's dev server keeps its own for the
        // standalone page.
        experiments: { externalRuntime: command === 'build' },
      }),
      ...(command === 'build' ? [pluginChunkModules()] : []),
    ],
    resolve: { alias: federationEsm() },
    source: {
      entry: { index: './src/index.ts' },
      define: {
        BOATCARE_API_BASE: JSON.stringify(process.env.BOATCARE_API_BASE ?? ''),
        BOATCARE_CONTRACT_VERSION: JSON.stringify(contractVersion()),
      },
    },
    // The standalone page lives at the dev server's root; <base> keeps its relative asset
    // paths working on nested routes such as /en/dashboard.
    html: {
      title: `BoatCare ${role} area (standalone)`,
      tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
    },
    output: {
      assetPrefix: 'auto',
      // Another folder for a build made on purpose (e2e: another contract version).
      distPath: { root: process.env.BOATCARE_DIST_DIR ?? 'dist' },
      cssModules: { localIdentName: `${role}_[local]_[hash:base64:5]` },
    },
    // Compiled whole before the page loads: with lazy compilation a module federation remote's
    // first load meets a rebuild ("Chunk is from another build") and stays blank.
    dev: { lazyCompilation: false },
    server: {
      port: Number(process.env.PORT ?? port),
      proxy: { '/v1': process.env.BOATCARE_GATEWAY ?? 'http://localhost:8080' },
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  }));
}
