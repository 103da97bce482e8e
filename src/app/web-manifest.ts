/**
 * The web app manifest (vite.config.ts hands it to vite-plugin-pwa, which writes dist/manifest.webmanifest
 * and links it from index.html): installable on tablets and clinic desktops, in Spanish, opening on home.
 * Icons are PNGs rasterised from public/icons/icon.svg and icon-maskable.svg (full bleed, the motif inside
 * the maskable safe zone).
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { installedAppText } from '../i18n/app-update';
import { backgroundColor, brandColor } from './brand-colors';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: installedAppText.name,
  short_name: installedAppText.shortName,
  description: installedAppText.description,
  lang: 'es-CO',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  // Tablets are used both ways (DESIGN.md: 768x1024 and 1024x768).
  orientation: 'any',
  theme_color: brandColor,
  background_color: backgroundColor,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
