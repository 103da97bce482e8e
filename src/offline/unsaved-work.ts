/**
 * Which forms of this tab hold changes the user has not saved (GUARDAR) or discarded (X) yet. An app
 * update never reloads while there are any (DESIGN.md write path, step 10): the update prompt asks
 * `hasUnsavedWork()` and waits for `subscribeUnsavedWork` to say they are gone.
 *
 * A form registers when it opens with changes possible and unregisters when it closes; the draft itself is
 * already on the device, so this only spares the user a form that vanishes under their fingers.
 */
const open = new Set<string>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Marks the form `key` (a draft key) as holding unsaved changes; returns the function that unmarks it. */
export function markUnsavedWork(key: string): () => void {
  open.add(key);
  notify();
  return () => {
    if (open.delete(key)) notify();
  };
}

export const hasUnsavedWork = (): boolean => open.size > 0;

export function subscribeUnsavedWork(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
