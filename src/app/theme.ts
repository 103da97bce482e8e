/**
 * The Mantine theme of Canguro: the programme's green, rounded corners and the system font stack (no web
 * font to download, which matters offline and on slow connections).
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The programme's green, lightest to darkest; shade 6 is the brand colour and index.html's theme colour. */
const canguro: MantineColorsTuple = [
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
];

export const theme = createTheme({
  primaryColor: 'canguro',
  primaryShade: 6,
  colors: { canguro },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
});
