/**
 * The touch target: anything a finger presses on a tablet is at least 44 CSS px (WCAG 2.5.5). Its size is
 * one theme variable, set by the app's theme (src/app/theme.ts), which also gives every checkbox, radio,
 * switch and list option that height. A field whose input must reach it takes `touchInputStyles` (Mantine's
 * inputs of size md are 42 px).
 */
export const TOUCH_TARGET_VARIABLE = '--canguro-touch-target';

/** The touch target as a CSS length, for `mih` and style objects. */
export const touchTarget = `var(${TOUCH_TARGET_VARIABLE})`;

export const touchInputStyles = { input: { minHeight: touchTarget } };
