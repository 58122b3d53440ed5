import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federation } from './federation.config.ts';
import { prerender } from './prerender.ts';

/**
 * The public pages' renderer for Node and the parts of the build it writes pages with: kept after
 * the build, for the back office's re-render of an edited page (prerender.ts).
 */
const PRERENDER_DIR = 'dist-render';
/** The island entry's files (prerender.ts puts them in the public pages). */
const ISLANDS_MANIFEST = 'islands-manifest.json';

/** The SDK build the Module Federation runtime uses (one copy in the entry). */
const federationSdk = fileURLToPath(import.meta.resolve('@module-federation/sdk'));

/**
 * The app's shared modules in three files instead of one each (about 40 scripts before the
 * first screen, one request and one script element each, on HTTP/1.1): React; the libraries
 * every app screen and the login form run; and the shared-domain package (its schemas and
 * endpoint tables are evaluated only when a page imports them, as before; only their bytes come
 * together). The public pages are the island entry's, built apart.
 */
const APP_CHUNKS = {
  'lib-react': /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/,
  'lib-app':
    /[\\/]node_modules[\\/](?:react-router|react-router-dom|i18next|react-i18next|@tanstack[\\/][^\\/]+|zustand|use-sync-external-store|react-hot-toast|goober|zod)[\\/]/,
  'domain-app': /[\\/]shared-domain[\\/]src[\\/]/,
};

/** After the build: the public pages as HTML in every language (prerender.ts). */
const pluginPrerender = (): RsbuildPlugin => ({
  name: 'boatcare:prerender',
  setup(api) {
    api.onAfterBuild(async ({ isFirstCompile }) => {
      if (!isFirstCompile) return;
      const root = api.context.rootPath;
      await prerender(root, {
        bundleDir: `${root}/${PRERENDER_DIR}`,
        islandsManifest: ISLANDS_MANIFEST,
        origin: process.env.PUBLIC_ORIGIN,
      });
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
      performance: {
        chunkSplit: { strategy: 'split-by-experience', forceSplitting: APP_CHUNKS },
        // The brand font's Latin file (English and Danish text) starts with the page, not after
        // the stylesheet is read; the other subsets load only where a page needs them.
        preload: { type: 'all-assets', include: [/inter-latin-wght-normal\.[^/]*\.woff2$/] },
      },
    },
    // The service worker (sw/service-worker.ts): one file at the site's root, /sw.js, so its
    // scope is the whole site; its name has no hash, and the gateway serves it `no-cache`.
    sw: {
      source: { entry: { sw: './sw/service-worker.ts' } },
      output: {
        target: 'web-worker' as const,
        distPath: { root: 'dist', js: '' },
        filename: { js: '[name].js' },
        assetPrefix: '/',
        // The web build's files share the folder: not cleaned twice.
        cleanDistPath: false,
      },
      tools: { htmlPlugin: false },
      performance: { chunkSplit: { strategy: 'all-in-one' as const } },
    },
    // The build's Node bundle that renders the public pages (kept: the back office renders an
    // edited page with it). And the island entry those pages load instead of the app (src/islands, ADR 15).
    ...(command === 'build'
      ? {
          islands: {
            source: { entry: { islands: './src/islands/start.tsx' } },
            output: {
              distPath: { root: 'dist', js: 'static/islands' },
              assetPrefix: '/',
              // The web build's files share the folder: not cleaned twice.
              cleanDistPath: false,
              // The page has every stylesheet already (prerender.ts).
              emitCss: false,
              manifest: ISLANDS_MANIFEST,
            },
            tools: { htmlPlugin: false },
          },
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
