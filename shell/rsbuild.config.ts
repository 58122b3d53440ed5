import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federation } from './federation.config.ts';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation)],
  source: {
    entry: { index: './src/index.ts' },
    define: {
      BOATCARE_API_BASE: JSON.stringify(process.env.BOATCARE_API_BASE ?? ''),
    },
  },
  html: {
    title: 'BoatCare',
    template: './src/index.html',
  },
  output: {
    assetPrefix: '/',
    cssModules: { localIdentName: 'shell_[local]_[hash:base64:5]' },
  },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
  server: {
    port: Number(process.env.SHELL_PORT ?? 3000),
    proxy: {
      '/v1': 'http://localhost:8080',
      '/remotes': 'http://localhost:8080',
      '/remotes.json': 'http://localhost:8080',
    },
    historyApiFallback: true,
  },
});
