/**
 * The chevron every select of the app shows on its right (the theme's default right section for Select
 * and MultiSelect): Mantine's arrows (ComboboxChevron) painted as a background image instead of an inline
 * SVG. Chromium gives each SVG root paint properties of its own (its viewBox transform and clip), so a
 * form with a dozen selects made the browser sort that many more paint chunks into layers on every frame,
 * each keystroke's included (docs/benchmarks.md); an image draws the same arrows and costs nothing there.
 * Decorative: a tap on it reaches the field (Mantine's right section of a select lets pointer events
 * through). Styled inline: the theme, which sets it, is also rendered by the build (the first screen's
 * markup), which reads no CSS modules.
 */
import type { CSSProperties } from 'react';

const ARROWS =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** The arrows in one colour (hex without #), as a CSS image. */
const arrowsIn = (colour: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 15 15'%3E%3Cpath fill='%23${colour}' d='${ARROWS}'/%3E%3C/svg%3E")`;

/** Set on a select's sections when the field has an error: the arrows in the error red (Mantine's red 9). */
export const chevronInError = { '--select-chevron': arrowsIn('c92a2a') } as CSSProperties;

const style: CSSProperties = {
  display: 'block',
  width: '1.25rem',
  height: '1.25rem',
  // Gray 6, Mantine's chevron colour (3.3:1 on white, over the 3:1 a graphic needs).
  backgroundImage: `var(--select-chevron, ${arrowsIn('868e96')})`,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'center',
  backgroundSize: 'contain',
};

export const selectChevron = <span aria-hidden style={style} />;
