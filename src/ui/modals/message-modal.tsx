/**
 * Message modals (spec 000 §2 "Modals come in types successful, error, warning with default action text
 * 'Aceptar'"), e.g. "Los datos no coinciden" after a wrong verification. `openMessageModal` can be called
 * from anywhere (an event handler, a failed call); `MessageModalHost`, mounted once by the app, shows the
 * modals one at a time in the order they were opened. The modal itself (./message-modal-view.tsx, with
 * Mantine's Modal) loads with the first message, not with the first screen.
 */
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

export type MessageModalType = 'successful' | 'error' | 'warning';

export interface MessageModalOptions {
  type: MessageModalType;
  /** Optional heading above the message. */
  title?: string;
  message: ReactNode;
  /** Text of the single button; "Aceptar" by default. */
  actionText?: string;
}

export interface OpenModal extends MessageModalOptions {
  id: number;
  resolve: () => void;
}

let queue: OpenModal[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Opens a message modal; resolves when the user closes it. */
export function openMessageModal(options: MessageModalOptions): Promise<void> {
  return new Promise((resolve) => {
    queue = [...queue, { ...options, id: nextId++, resolve }];
    emit();
  });
}

export function closeCurrent() {
  const [current, ...rest] = queue;
  queue = rest;
  emit();
  current?.resolve();
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getCurrent = () => queue[0];
const hasOpened = () => nextId > 1;

const MessageModalView = lazy(() =>
  import('./message-modal-view').then((module) => ({ default: module.MessageModalView })),
);

/** Shows the message modals, once the first is opened (it stays mounted for the closing transitions). */
export function MessageModalHost() {
  const opened = useSyncExternalStore(subscribe, hasOpened, hasOpened);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MessageModalView />
    </Suspense>
  );
}
