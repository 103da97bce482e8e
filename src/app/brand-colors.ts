/**
 * The programme's colours, in a module of their own so that the Mantine theme (./theme.ts) and the web app
 * manifest (./web-manifest.ts, read by vite.config.ts in Node) share them without loading Mantine.
 */

/** The programme's green, lightest to darkest; shade 6 is the brand colour and index.html's theme colour. */
export const canguroGreen = [
  '#e9f7f0',
  '#d4ecdf',
  '#a8d8bf',
  '#79c39d',
  '#52b180',
  '#3aa66e',
  '#2f7d5b',
  '#236a4b',
  '#1a5a3f',
  '#0d4a31',
] as const;

/** The brand colour (the theme's primary shade). */
export const brandColor = canguroGreen[6];

/** The page background of the light colour scheme (Mantine's white body). */
export const backgroundColor = '#ffffff';
