/**
 * The Mantine theme of Canguro: the programme's green, rounded corners and the system font stack (no web
 * font to download, which matters offline and on slow connections).
 */
import {
  Autocomplete,
  Checkbox,
  createTheme,
  MultiSelect,
  Notification,
  Radio,
  Select,
  Switch,
  type CSSVariablesResolver,
  type ExtendComponent,
  type MantineColorsTuple,
  type MantineThemeComponent,
  type ModalFactory,
} from '@mantine/core';
import { formText } from '../i18n/forms';
import { modalText } from '../i18n/platform';
import { TOUCH_TARGET_VARIABLE, touchTarget } from '../ui/touch-target';
import { canguroGreen } from './brand-colors';

/** The programme's green (./brand-colors.ts); shade 6 is the brand colour. */
const canguro: MantineColorsTuple = canguroGreen;

/** `Modal.extend(input)`, which only types its input: Modal itself then loads with the first screen using it. */
const modalExtension = (input: ExtendComponent<ModalFactory>): MantineThemeComponent => input;

/** A checkbox, radio or switch row as tall as the touch target (src/ui/touch-target.ts), label centred. */
const touchRow = { body: { minHeight: touchTarget, alignItems: 'center' } };
/** The options of a list as tall as the touch target. */
const touchOptions = { option: { minHeight: touchTarget } };

export const theme = createTheme({
  primaryColor: 'canguro',
  primaryShade: 6,
  colors: { canguro },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  components: {
    // Mantine's close buttons are an icon only: they need a name for screen readers.
    Modal: modalExtension({ defaultProps: { closeButtonProps: { 'aria-label': modalText.close } } }),
    // The password fields' eye button: Mantine names it in English.
    PasswordInput: {
      defaultProps: { visibilityToggleButtonProps: { 'aria-label': formText.showPassword } },
    },
    Checkbox: Checkbox.extend({ styles: touchRow }),
    Radio: Radio.extend({ styles: touchRow }),
    Switch: Switch.extend({ styles: touchRow }),
    Select: Select.extend({ styles: touchOptions }),
    MultiSelect: MultiSelect.extend({ styles: touchOptions }),
    Autocomplete: Autocomplete.extend({ styles: touchOptions }),
    Notification: Notification.extend({
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
