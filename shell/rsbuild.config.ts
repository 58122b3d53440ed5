import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federation } from './federation.config.ts';
import { prerender } from './prerender.ts';

const PRERENDER_DIR = 'dist-prerender';

/** The SDK build the Module Federation runtime uses (one copy in the entry). */
const federationSdk = fileURLToPath(import.meta.resolve('@module-federation/sdk'));

/** After the build: the public pages as HTML in every language (prerender.ts). */
const pluginPrerender = (): RsbuildPlugin => ({
  name: 'boatcare:prerender',
  setup(api) {
    api.onAfterBuild(async ({ isFirstCompile }) => {
      if (!isFirstCompile) return;
      const root = api.context.rootPath;
      await prerender(root, `${root}/${PRERENDER_DIR}`, process.env.BOATCARE_PUBLIC_ORIGIN ?? '');
    });
  },
});

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    pluginModuleFederation(federation(command === 'build'), { environment: 'web' }),
    ...(command === 'build' ? [pluginPrerender()] : []),
  ],
  source: {
    define: {
      BOATCARE_API_BASE: JSON.stringify(process.env.BOATCARE_API_BASE ?? ''),
    },
  },
  output: {
    cssModules: { localIdentName: 'shell_[local]_[hash:base64:5]' },
  },
  environments: {
    web: {
      source: { entry: { index: './src/index.ts' } },
      html: {
        title: 'BoatCare',
        template: './src/index.html',
      },
      resolve: {
        // Module Federation's retry plugin (0.17.1, the latest published) pins an SDK of its
        // own: its one import (createLogger) is served by the SDK the runtime already ships.
        alias: { '@module-federation/sdk$': federationSdk },
      },
      output: { assetPrefix: '/' },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
    },
    // The build's Node bundle that renders the public pages; deleted once they are written.
    ...(command === 'build'
      ? {
          prerender: {
            source: { entry: { render: './src/prerender/render.tsx' } },
            resolve: {
              // No remote is ever loaded while prerendering a public page.
              alias: {
                '@module-federation/enhanced/runtime': './src/prerender/no-federation.ts',
                // DOMPurify needs a window: jsdom's.
                dompurify$: './src/prerender/dompurify-node.ts',
              },
            },
            output: {
              target: 'node' as const,
              distPath: { root: PRERENDER_DIR },
              module: true,
              externals: ['jsdom'],
            },
          },
        }
      : {}),
  },
  server: {
    port: Number(process.env.SHELL_PORT ?? 3000),
    proxy: {
      '/v1': 'http://localhost:8080',
      '/remotes': 'http://localhost:8080',
      '/remotes.json': 'http://localhost:8080',
    },
    historyApiFallback: true,
  },
}));
