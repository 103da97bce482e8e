/**
 * Vite configuration of the app (dev server, production build). Tests use vitest.config.ts instead, which
 * needs neither the router generator nor the service worker.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { signInShell } from './build/sign-in-shell';
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

/**
 * Mantine's packages export everything through one index module, and a chunk that imports that index
 * statically reaches every component another chunk uses: the first screen then carried modals, popovers
 * and floating-ui it never shows. This rewrites `import { A, B } from '@mantine/core'` (in the app and in
 * Mantine's own packages) into imports of the modules that define A and B, read from the index itself.
 */
function mantineDirectImports(): Plugin {
  const barrels = ['@mantine/core', '@mantine/hooks', '@mantine/dates'];
  const maps = new Map<string, Map<string, { file: string; name: string }>>();
  for (const barrel of barrels) {
    const index = fileURLToPath(import.meta.resolve(barrel));
    const names = new Map<string, { file: string; name: string }>();
    for (const [, specifiers, from] of readFileSync(index, 'utf8').matchAll(
      /^import \{([^}]*)\} from "([^"]+)";$/gm,
    )) {
      for (const specifier of specifiers!.split(',')) {
        const [name, local = name] = specifier.trim().split(/\s+as\s+/) as [string, string?];
        names.set(local, { file: from!.startsWith('.') ? resolve(dirname(index), from!) : from!, name });
      }
    }
    maps.set(barrel, names);
  }
  const importOf = /import\s*\{([^}]*)\}\s*from\s*["'](@mantine\/(?:core|hooks|dates))["'];?/g;
  return {
    name: 'mantine-direct-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!code.includes('@mantine/') || !/\.(m?js|tsx?)$/.test(id)) return null;
      let changed = false;
      const next = code.replace(importOf, (whole, specifiers: string, barrel: string) => {
        const names = maps.get(barrel)!;
        const byFile = new Map<string, string[]>();
        const rest: string[] = [];
        for (const raw of specifiers
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          if (raw.startsWith('type ')) continue;
          const [imported, local = imported] = raw.split(/\s+as\s+/) as [string, string?];
          const target = names.get(imported);
          if (!target) rest.push(raw);
          else byFile.set(target.file, [...(byFile.get(target.file) ?? []), `${target.name} as ${local}`]);
        }
        changed = true;
        const direct = [...byFile].map(
          ([file, list]) => `import { ${list.join(', ')} } from ${JSON.stringify(file)};`,
        );
        if (rest.length) direct.push(`import { ${rest.join(', ')} } from '${barrel}';`);
        return direct.join(' ');
      });
      return changed ? { code: next, map: null } : null;
    },
  };
}

/**
 * The modules the app's start imports statically, its router and route files aside, go in one chunk of
 * their own ("shell"): React, Mantine's core, the layout, the icons, the messages. Left in the start's
 * chunk, they tied every lazily loaded chunk to it (a Modal, a tab, an editor imports a hook or an icon
 * from there), and the start's chunk names every route's chunk: a change to one feature renamed the start
 * and with it some sixty chunks that import from it, all downloaded again by an update
 * (`npm run bench -- weak-link`). The shell names no route, so it keeps its name while features change.
 * What the entry itself imports statically (Vite's preload helper) goes in a chunk of its own, "preload":
 * in the shell, the entry importing it would make the shell's stylesheet block the first frame
 * (src/main.tsx); in the entry's chunk, which names the start's, every chunk importing the helper would be
 * renamed with the start.
 */
const entryModule = /[\\/]src[\\/]main\.tsx$/;
const startModule = /[\\/]src[\\/]app[\\/]start\.tsx$/;
const namesRoutes = /[\\/]src[\\/](routes[\\/]|routeTree\.gen\.ts|app[\\/]router\.ts)/;
interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[]; importedIds: readonly string[] } | null;
}
/** Whether `edges(id)` leads from `id` to a module `is` accepts (memoised per question). */
function leadsTo(is: RegExp, edges: (id: string) => readonly string[]) {
  const memo = new Map<string, boolean>();
  const visit = (id: string, seen: Set<string>): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    seen.add(id);
    return edges(id).some((next) => is.test(next) || visit(next, seen));
  };
  return (id: string) => {
    const found = visit(id, new Set());
    memo.set(id, found);
    return found;
  };
}
/** The chunk of the shell or the preload helper a module goes in, if either; memos of its own for one build. */
function startChunks() {
  let tests: Record<'inEntry' | 'inStart' | 'importsRoutes', (id: string) => boolean> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (namesRoutes.test(id) || startModule.test(id) || entryModule.test(id)) return null;
    const importers = (module: string) => graph.getModuleInfo(module)?.importers ?? [];
    const imported = (module: string) => graph.getModuleInfo(module)?.importedIds ?? [];
    tests ??= {
      inEntry: leadsTo(entryModule, importers),
      inStart: leadsTo(startModule, importers),
      importsRoutes: leadsTo(namesRoutes, imported),
    };
    if (tests.inEntry(id)) return 'preload';
    return tests.inStart(id) && !tests.importsRoutes(id) ? 'shell' : null;
  };
}

export default defineConfig(() => {
  const plugins: PluginOption[] = [
    mantineDirectImports(),
    signInShell(appDefines),
    // The router plugin must come before the React plugin: it generates src/routeTree.gen.ts and splits
    // each route's component into its own lazily loaded chunk.
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: true,
      autoCodeSplitting: true,
      // The sign-in form is the first screen: it comes with the entry, not after it (a lazy chunk would
      // only be asked for once the entry has run and the router has matched /login).
      codeSplittingOptions: { splitBehavior: ({ routeId }) => (routeId === '/login' ? [] : undefined) },
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
    // Last: the service worker above is written by then, and is compressed with the rest.
    precompress(),
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
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: startChunks() }] } } },
    },
  };
});
