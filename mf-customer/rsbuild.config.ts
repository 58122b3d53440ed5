import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { federation } from './federation.config.ts';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(federation)],
  source: {
    entry: { index: './src/index.ts' },
    define: { BOATCARE_API_BASE: JSON.stringify(process.env.BOATCARE_API_BASE ?? '') },
  },
  html: { title: 'BoatCare customer area (standalone)' },
  // Build once, deploy anywhere: chunks resolve relative to wherever the manifest is served.
  output: {
    assetPrefix: 'auto',
    cssModules: { localIdentName: 'customer_[local]_[hash:base64:5]' },
  },
  server: {
    port: Number(process.env.PORT ?? 3011),
    proxy: { '/v1': 'http://localhost:8080' },
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
  },
});
