/**
 * The few line icons the shell needs, drawn inline (24 x 24 grid, stroke in the current colour) so the app
 * carries no icon library. They are decorative: the control that holds one always has a text or an
 * aria-label.
 */
import type { SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px. */
  size?: number;
}

function icon(paths: string[]) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable={false}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

export const IconCheck = icon(['M5 12l5 5L20 7']);
export const IconX = icon(['M18 6L6 18', 'M6 6l12 12']);
export const IconInfo = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 8h.01', 'M11 12h1v4h1']);
export const IconAlert = icon([
  'M12 9v4',
  'M12 17h.01',
  'M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
]);
export const IconMenu = icon(['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const IconChevronLeft = icon(['M15 6l-6 6 6 6']);
export const IconChevronRight = icon(['M9 6l6 6-6 6']);
export const IconHome = icon([
  'M5 12H3l9-9 9 9h-2',
  'M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7',
  'M9 21v-6h6v6',
]);
export const IconLogout = icon([
  'M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2',
  'M9 12h12',
  'M18 9l3 3-3 3',
]);
export const IconBuilding = icon([
  'M3 21h18',
  'M5 21V7l8-4v18',
  'M19 21V11l-6-4',
  'M9 9v.01',
  'M9 12v.01',
  'M9 15v.01',
  'M9 18v.01',
]);
export const IconHelp = icon([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M12 17v.01',
  'M12 13.5a1.5 1.5 0 0 1 1-1.5 2.6 2.6 0 1 0-3-4',
]);
export const IconSend = icon([
  'M10 14L21 3',
  'M21 3l-6.5 18a.55.55 0 0 1-1 0L10 14l-7-3.5a.55.55 0 0 1 0-1L21 3',
]);
export const IconFolder = icon([
  'M5 4h4l3 3h7a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2',
]);
export const IconUser = icon([
  'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M6 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
]);
export const IconUsers = icon([
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2',
  'M16 3.13a4 4 0 0 1 0 7.75',
  'M21 21v-2a4 4 0 0 0-3-3.85',
]);
export const IconMoodSmile = icon([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M9 10h.01',
  'M15 10h.01',
  'M9.5 15a3.5 3.5 0 0 0 5 0',
]);
export const IconBarcode = icon([
  'M4 7V6a2 2 0 0 1 2-2h2',
  'M4 17v1a2 2 0 0 0 2 2h2',
  'M16 4h2a2 2 0 0 1 2 2v1',
  'M16 20h2a2 2 0 0 0 2-2v-1',
  'M5 11h1v2H5z',
  'M10 11v2',
  'M14 11h1v2h-1z',
  'M19 11v2',
]);
export const IconChart = icon(['M3 3v18h18', 'M7 15l4-4 3 3 5-6']);
export const IconCalendar = icon([
  'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  'M16 3v4',
  'M8 3v4',
  'M3 11h18',
]);
export const IconClock = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 3']);
export const IconSearch = icon(['M10 17a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M21 21l-6-6']);
export const IconCloud = icon(['M6.7 18a4.6 4.4 0 0 1 0-8.8 5 4.5 0 0 1 9.6 1.8h1a3.5 3.5 0 0 1 0 7z']);
export const IconCloudOff = icon([
  'M3 3l18 18',
  'M18 18H6.7a4.6 4.4 0 0 1-.8-8.7',
  'M8.9 5.9A5 4.5 0 0 1 16.3 11h1a3.5 3.5 0 0 1 2.6 5.8',
]);
export const IconCloudCheck = icon([
  'M11 18H6.7a4.6 4.4 0 0 1 0-8.8 5 4.5 0 0 1 9.6 1.8h1a3.5 3.5 0 0 1 2.1 .7',
  'M15 19l2 2 4-4',
]);
export const IconCloudDownload = icon([
  'M6.7 18a4.6 4.4 0 0 1 0-8.8 5 4.5 0 0 1 9.6 1.8h1a3.5 3.5 0 0 1 0 7h-1',
  'M12 13v9',
  'M9 19l3 3 3-3',
]);
export const IconCloudUpload = icon([
  'M7 18a4.6 4.4 0 0 1 0-8.8 5 4.5 0 0 1 9.6 1.8h1a3.5 3.5 0 0 1 1.4 6.7',
  'M9 15l3-3 3 3',
  'M12 12v9',
]);
export const IconPencil = icon(['M4 20h4L18.5 9.5a2.8 2.8 0 0 0-4-4L4 16v4', 'M13.5 6.5l4 4']);
