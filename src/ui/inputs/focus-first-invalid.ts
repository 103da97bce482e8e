/**
 * After a refused save the messages are on screen: the first field marked invalid inside `container`
 * takes the focus and comes into view (a yes/no group is marked on its wrapper, an input on itself).
 */
export function focusFirstInvalid(container: HTMLElement | null | undefined): void {
  const invalid =
    container?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    container?.querySelector<HTMLElement>('[data-invalid="true"] button, [data-invalid="true"] input');
  invalid?.scrollIntoView({ block: 'center' });
  invalid?.focus({ preventScroll: true });
}
