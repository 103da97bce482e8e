/**
 * Which forms of this tab hold changes the user has not saved (GUARDAR) or discarded (X) yet. An app
 * update never reloads while there are any (DESIGN.md write path, step 10): the update prompt asks
 * `hasUnsavedWork()` and waits for `subscribeUnsavedWork` to say they are gone.
 *
 * A form registers when it opens with changes possible and unregisters when it closes; the draft itself is
 * normally already on the device, so this only spares the user a form that vanishes under their fingers.
 * When the device could not store it (storage full), the form's content lives only in the tab: a form
 * registers how to read it, and the export of unsent work takes it from here (`unwrittenDrafts`).
 */
import type { DraftContent } from './db';

/** Draft key → the form's content the device does not hold (null: it holds everything). */
const open = new Map<string, () => DraftContent | null>();
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Marks the form `key` (a draft key) as holding unsaved changes; returns the function that unmarks it. */
export function markUnsavedWork(key: string, unwritten: () => DraftContent | null = () => null): () => void {
  open.set(key, unwritten);
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

export interface UnwrittenDraft {
  key: string;
  content: DraftContent;
}

/** The open forms' contents this device could not store, newer than their stored drafts. */
export function unwrittenDrafts(): UnwrittenDraft[] {
  const drafts: UnwrittenDraft[] = [];
  for (const [key, read] of open) {
    const content = read();
    if (content !== null) drafts.push({ key, content });
  }
  return drafts;
}
