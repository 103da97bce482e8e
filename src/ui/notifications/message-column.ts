/**
 * Where messages show: one column at the right of the screen, the app's new-version banner first and the
 * notifications under it (docs/ui-decisions.md "Messages and the update banner on tablets").
 *
 * Design:
 * - The column starts below every header a control sits in: the top bar (64 px: the sync control,
 *   "Cerrar Historia"), a full-screen editor's header (its "Cerrar"), and a modal's header, which Mantine
 *   places 5dvh from the top. At the right it leaves alone the controls a tablet keeps at the left or at
 *   the bottom: a full-screen editor's signer and GUARDAR (a sticky left column in landscape, a bar at the
 *   bottom in portrait), a modal's GUARDAR at the end of its form, the sidebar.
 * - Messages are above every layer (Mantine's highest z-index): a message raised inside a full-screen
 *   editor or a modal is seen while it is open, not after it closes. The banner is above the modals and
 *   popovers, under the messages.
 * - The banner, while shown, publishes its height (with the gap) in `--canguro-update-banner-space` on
 *   the document, and the notifications start that much lower: they never cover its buttons. The CSS
 *   variables are named here once; ./notifications-host.module.css spells the same names.
 */
import { getDefaultZIndex } from '@mantine/core';

/** Top of the column: below the top bar and below any modal's or full-screen editor's header (its value
 * is set in ./notifications-host.module.css, beside the rule that places the notifications by it). */
export const MESSAGE_COLUMN_TOP = 'var(--canguro-message-column-top)';

/** The column's width (Mantine's notifications container; the screen's width less its margins if narrower). */
export const MESSAGE_COLUMN_WIDTH = 420;

/** The CSS variable through which the update banner moves the notifications below it. */
export const UPDATE_BANNER_SPACE = '--canguro-update-banner-space';

export const messageZIndex = getDefaultZIndex('max');
export const updateBannerZIndex = getDefaultZIndex('overlay');
