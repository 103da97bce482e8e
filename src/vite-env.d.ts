/// <reference types="vite/client" />

/** The version in package.json, injected at build time by `define` in vite.config.ts. */
declare const __APP_VERSION__: string;
