/**
 * Vite configuration of the app (dev server, production build). Tests use vitest.config.ts instead, which
 * needs neither the router generator nor the service worker.
 */
import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

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
    // Service worker: vite-plugin-pwa (strategy injectManifest, source in workers/) goes here, after react().
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
