/**
 * The message modal at the head of the queue (./message-queue.ts): its icon, title, message and single
 * button.
 */
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { modalText, notificationTitle } from '../../i18n/platform';
import { IconAlert, IconCheck, IconX } from '../icons/icons';
import { closeCurrent, getCurrent, subscribe, type MessageModalType, type OpenModal } from './message-queue';

/**
 * Colours per type. The button's text needs 4.5:1 (WCAG AA, checked by axe in the e2e tests): white on
 * red 6 gives only 3.3:1, so errors take red 9 (5.5:1); warnings a yellow button with dark text.
 */
const look: Record<MessageModalType, { color: string; button: string; icon: ReactNode }> = {
  successful: { color: 'canguro', button: 'canguro.7', icon: <IconCheck size={28} /> },
  error: { color: 'red', button: 'red.9', icon: <IconX size={28} /> },
  warning: { color: 'yellow', button: 'yellow.5', icon: <IconAlert size={28} /> },
};

/** Names a dialog that has no title and no text message. */
const typeTitle: Record<MessageModalType, string> = {
  successful: notificationTitle.success,
  error: notificationTitle.error,
  warning: notificationTitle.default,
};

/** The dialog's accessible name: its title, else its message when that is text, else the type's title. */
const nameOf = (modal: OpenModal): string =>
  modal.title ?? (typeof modal.message === 'string' ? modal.message : typeTitle[modal.type]);

/** Renders the modal at the head of the queue. */
export function MessageModalView() {
  const current = useSyncExternalStore(subscribe, getCurrent, getCurrent);
  const style = look[current?.type ?? 'successful'];
  return (
    <Modal.Root opened={current !== undefined} onClose={closeCurrent} centered size="sm">
      <Modal.Overlay />
      <Modal.Content data-type={current?.type} aria-label={current ? nameOf(current) : undefined}>
        <Modal.Body>
          {current && (
            <Stack align="center" gap="md" py="sm">
              <ThemeIcon size={56} radius="xl" color={style.color} variant="light">
                {style.icon}
              </ThemeIcon>
              {current.title && (
                <Text fw={700} size="lg" ta="center">
                  {current.title}
                </Text>
              )}
              <Text ta="center">{current.message}</Text>
              <Group justify="center" w="100%">
                <Button
                  color={style.button}
                  autoContrast
                  mih={44}
                  miw={140}
                  onClick={closeCurrent}
                  data-autofocus
                >
                  {current.actionText ?? modalText.defaultAction}
                </Button>
              </Group>
            </Stack>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
