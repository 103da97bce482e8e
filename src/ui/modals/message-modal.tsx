/**
 * Message modals (spec 000 §2 "Modals come in types successful, error, warning with default action text
 * 'Aceptar'"), e.g. "Los datos no coinciden" after a wrong verification. `openMessageModal` can be called
 * from anywhere (an event handler, a failed call); `MessageModalHost`, mounted once by the app, shows the
 * modals one at a time in the order they were opened (the queue is ./message-queue.ts). The modal itself
 * (./message-modal-view.tsx, with Mantine's Modal) loads with the first message, not with the first
 * screen.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasOpened, subscribe } from './message-queue';

export { openMessageModal } from './message-queue';

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
