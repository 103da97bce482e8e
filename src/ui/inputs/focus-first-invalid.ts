/**
 * After a refused save the messages are on screen: the first field marked invalid inside `container`, in
 * the order the user reads them, takes the focus and comes into view (a yes/no group is marked on its
 * wrapper and gives the focus to its first button; an input is marked on itself).
 */
export function focusFirstInvalid(container: HTMLElement | null | undefined): void {
  const invalid = container?.querySelector<HTMLElement>(
    '[aria-invalid="true"], [data-invalid="true"] button, [data-invalid="true"] input',
  );
  invalid?.scrollIntoView({ block: 'center' });
  invalid?.focus({ preventScroll: true });
}
