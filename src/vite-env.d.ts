/// <reference types="vite/client" />

/** The version in package.json, injected at build time by `define` in vite.config.ts. */
declare const __APP_VERSION__: string;

/** The build settings the app reads (README, configuration); each has a default when a build leaves it out. */
interface ImportMetaEnv {
  /** The support portal behind "Reportar problema" (src/features/platform/support.ts). */
  readonly VITE_SUPPORT_PORTAL_URL?: string;
  /** The clinical history system's base address (src/ui/embedded-frame/frame-urls.ts). */
  readonly VITE_HISTORY_FRAMES_URL?: string;
  /** Until which week the preterm chart scores (src/features/psychology/growth/growth-settings.ts). */
  readonly VITE_INTERGROWTH_UNTIL_WEEKS?: string;
}
