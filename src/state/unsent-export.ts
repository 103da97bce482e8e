/**
 * Whether the dialog "Exportar cambios sin sincronizar" is open. The sync panel opens it, and so does a
 * document editor whose device could not store what was typed (storage full): the dialog belongs to the
 * platform (features/platform/unsent-work), the editor to document-kit, and neither imports the other, so
 * the one flag lives here. The editor also reads it to let the dialog above it have the focus. The
 * session's end closes it: the next user must not find it open.
 */
import { useSyncExternalStore } from 'react';
import { onSessionEnd } from '../api/session';

let opened = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (opened === value) return;
  opened = value;
  for (const listener of listeners) listener();
}

export const openUnsentExport = (): void => set(true);
export const closeUnsentExport = (): void => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useUnsentExportOpen = (): boolean => useSyncExternalStore(subscribe, () => opened);

onSessionEnd(closeUnsentExport);
