import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { Role } from '@boatcare/shared-domain';
import { REMOTES } from '@boatcare/shared-domain/federation';
import { federationOptions } from '@boatcare/shared-domain/federation/config';

/**
 * The build of every remote: one container named after its role exposing `./routes`, the
 * shared singleton map, chunks addressed relative to the manifest (build once, deploy
 * anywhere), CSS Module names prefixed per app, and a standalone dev page on `port`.
 */
export function remoteRsbuildConfig(appDir: string, role: Role, port: number) {
  return defineConfig(({ command }) => ({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        ...federationOptions(appDir, {
          name: REMOTES[role],
          exposes: { './routes': './src/routes.tsx' },
        }),
        // The deployed build runs inside the shell and uses the shell's federation runtime
        // (about 30 kB less per remote); the team's dev server keeps its own for the
        // standalone page.
        experiments: { externalRuntime: command === 'build' },
      }),
    ],
    source: {
      entry: { index: './src/index.ts' },
      define: { BOATCARE_API_BASE: JSON.stringify(process.env.BOATCARE_API_BASE ?? '') },
    },
    // The standalone page lives at the dev server's root; <base> keeps its relative asset
    // paths working on nested routes such as /en/dashboard.
    html: {
      title: `BoatCare ${role} area (standalone)`,
      tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
    },
    output: {
      assetPrefix: 'auto',
      cssModules: { localIdentName: `${role}_[local]_[hash:base64:5]` },
    },
    server: {
      port: Number(process.env.PORT ?? port),
      proxy: { '/v1': process.env.BOATCARE_GATEWAY ?? 'http://localhost:8080' },
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
  }));
}
