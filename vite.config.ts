/**
 * Vite configuration of the app (dev server, production build). Tests use vitest.config.ts instead, which
 * needs neither the router generator nor the service worker.
 */
import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/web-manifest';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Compile-time constants, declared in src/vite-env.d.ts; vitest.config.ts defines the same. */
const appDefines = {
  __APP_VERSION__: JSON.stringify(pkg.version),
};

/** The reference server (`npm start`); the dev and preview servers forward /v1 to it so the app stays same-origin. */
const apiProxy = {
  '/v1': { target: 'http://localhost:8080', changeOrigin: false },
};

export default defineConfig(() => {
  const plugins: PluginOption[] = [
    // The router plugin must come before the React plugin: it generates src/routeTree.gen.ts and splits
    // each route's component into its own lazily loaded chunk.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
      autoCodeSplitting: true,
    }),
    react(),
    // The service worker (workers/service-worker.ts) and the web app manifest. `injectRegister: false`:
    // the app registers it itself with workbox-window and asks before updating (src/app/service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'service-worker.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        // The whole build: scripts (the sync worker's chunk too), styles, the page, icons.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // dist/.vite/manifest.json is for bench/bundle-size.ts, not for the browser.
        globIgnores: ['.vite/**'],
        rollupFormat: 'iife',
      },
    }),
  ];

  return {
    plugins,
    define: appDefines,
    server: { port: 5173, proxy: apiProxy },
    preview: { port: 4173, proxy: apiProxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json lets bench/bundle-size.ts find the JavaScript the first route loads.
      manifest: true,
      target: 'es2022',
    },
  };
});
