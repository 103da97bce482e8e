/**
 * The queue of message modals (./message-modal.tsx): opened from anywhere, shown one at a time in the
 * order they were opened. Its own module so the host and the lazily loaded view both read it without
 * importing each other.
 */
import type { ReactNode } from 'react';

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
/** Whether a modal was ever opened: the host loads the view from then on. */
export const hasOpened = () => nextId > 1;
