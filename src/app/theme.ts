/**
 * The Mantine theme of Canguro: the programme's green, rounded corners and the system font stack (no web
 * font to download, which matters offline and on slow connections).
 */
import {
  createTheme,
  type AutocompleteFactory,
  type CheckboxFactory,
  type CSSVariablesResolver,
  type ExtendComponent,
  type FactoryPayload,
  type InputFactory,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type ModalFactory,
  type MultiSelectFactory,
  type NotificationFactory,
  type NumberInputFactory,
  type RadioFactory,
  type SelectFactory,
  type SwitchFactory,
} from '@mantine/core';
import { formText } from '../i18n/forms';
import { modalText } from '../i18n/platform';
import { chevronInError, selectChevron } from '../ui/inputs/select-chevron';
import { TOUCH_TARGET_VARIABLE, touchTarget } from '../ui/touch-target';
import { canguroGreen } from './brand-colors';

/** The programme's green (./brand-colors.ts); shade 6 is the brand colour. */
const canguro: MantineColorsTuple = canguroGreen;

/**
 * `Component.extend(input)`, which only types its input, without importing the component: the theme is
 * part of the first screen, and `Select.extend` there brought the Selects, Radios and Checkboxes of the
 * clinical forms into the sign-in form's JavaScript (219 instead of 172 KB, `npm run bench -- bundle-size`).
 * Each component loads with the first screen that uses it.
 */
const extend = <F extends FactoryPayload>(input: ExtendComponent<F>): MantineThemeComponent => input;

/** A checkbox, radio or switch row as tall as the touch target (src/ui/touch-target.ts), label centred. */
const touchRow = { body: { minHeight: touchTarget, alignItems: 'center' } };
/** The options of a list as tall as the touch target. */
const touchOptions = { option: { minHeight: touchTarget } };
/** A select: options as tall as the touch target, its chevron (the right section) red with an error. */
const selectStyles = (_theme: unknown, { error }: { error?: unknown }) => ({
  ...touchOptions,
  section: error ? chevronInError : {},
});

export const theme = createTheme({
  primaryColor: 'canguro',
  primaryShade: 6,
  colors: { canguro },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // Mantine's close buttons are an icon only: they need a name for screen readers.
    Modal: extend<ModalFactory>({ defaultProps: { closeButtonProps: { 'aria-label': modalText.close } } }),
    // The password fields' eye button: Mantine names it in English.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': formText.showPassword } },
    },
    // Every field's border takes the focus colour at once. Mantine fades it over 100 ms, in the field left
    // and the one tapped, each restyled and repainted in every frame of the fade: on a slow tablet those
    // frames are the first keys typed after a tap, a field's slowest (docs/benchmarks.md).
    Input: extend<InputFactory>({ styles: { input: { transition: 'none' } } }),
    Checkbox: extend<CheckboxFactory>({ styles: touchRow }),
    Radio: extend<RadioFactory>({ styles: touchRow }),
    Switch: extend<SwitchFactory>({ styles: touchRow }),
    // The selects' chevron as an image, not an inline SVG (src/ui/inputs/select-chevron.tsx).
    Select: extend<SelectFactory>({
      defaultProps: { rightSection: selectChevron },
      styles: selectStyles,
    }),
    MultiSelect: extend<MultiSelectFactory>({
      defaultProps: { rightSection: selectChevron },
      styles: selectStyles,
    }),
    // No step buttons on number fields: each is half the field's height, too small to tap; the tablet's
    // numeric keyboard (Mantine's inputMode) types the number and the arrow keys still step; and each pair
    // with its icons is paint the browser sorts into layers on every frame of a long form
    // (docs/benchmarks.md).
    NumberInput: extend<NumberInputFactory>({ defaultProps: { hideControls: true } }),
    Autocomplete: extend<AutocompleteFactory>({ styles: touchOptions }),
    Notification: extend<NotificationFactory>({
      defaultProps: { closeButtonProps: { 'aria-label': modalText.close } },
      // A message under a title is gray 6 in Mantine (3.3:1 on white, under WCAG AA): gray 7 here.
      styles: { description: { color: 'var(--mantine-color-gray-7)' } },
    }),
  },
});

/**
 * Mantine's "dimmed" text is gray 6 (#868e96), 3.3:1 on white: below WCAG AA's 4.5:1 for normal text
 * (axe, tests/e2e/accessibility.spec.ts). Secondary text uses gray 7 (#495057, 8.6:1) instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  // The touch target of every layout (src/ui/touch-target.ts).
  variables: { [TOUCH_TARGET_VARIABLE]: '44px' },
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors in red 9: Mantine's red 6 on white is 3.6:1, under WCAG AA's 4.5:1 for small text.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
