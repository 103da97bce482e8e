/**
 * The prompt shown when a new version of Canguro is ready (./service-worker.ts), and the act that follows
 * the user's choice as ./update-decision.ts decides it: never a reload while a form holds unsaved changes
 * or the outbox is being sent; the prompt then says what it waits for and updates by itself afterwards.
 *
 * Design:
 * - A banner, not a notification: it stays until the user chooses. It heads the column of messages at the
 *   right (src/ui/notifications/message-column.ts), below every header and clear of the editors' signer
 *   and GUARDAR on a tablet held either way, and moves the notifications below itself. Its text is a
 *   polite live region.
 * - "Más tarde" hides it for this version; the new version then starts when every tab of the app has
 *   closed (the browser's own rule).
 */
import { Affix, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { appUpdateText } from '../i18n/app-update';
import {
  MESSAGE_COLUMN_TOP,
  MESSAGE_COLUMN_WIDTH,
  UPDATE_BANNER_SPACE,
  updateBannerZIndex,
} from '../ui/notifications/message-column';
import { getSyncStatus, subscribeSyncStatus } from '../offline/sync-client';
import { hasUnsavedWork, subscribeUnsavedWork } from '../offline/unsaved-work';
import { acceptUpdate, activateWaitingVersion, getUpdatePhase, subscribeUpdatePhase } from './service-worker';
import { nextUpdateStep } from './update-decision';

const isSending = () => getSyncStatus()?.sending ?? false;

/** The gap between the banner and the first notification (Mantine's gap between notifications). */
const BANNER_GAP_PX = 16;

/**
 * Publishes the banner's height, so the notifications start below it (../ui/notifications/message-column.ts).
 * The banner is an element of state, not a ref: Mantine's portal draws it after the first commit.
 */
function useBannerSpace(banner: HTMLDivElement | null) {
  useLayoutEffect(() => {
    if (!banner) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(UPDATE_BANNER_SPACE, `${banner.offsetHeight + BANNER_GAP_PX}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(UPDATE_BANNER_SPACE);
    };
  }, [banner]);
}

export function AppUpdate() {
  const phase = useSyncExternalStore(subscribeUpdatePhase, getUpdatePhase, getUpdatePhase);
  const unsavedWork = useSyncExternalStore(subscribeUnsavedWork, hasUnsavedWork, hasUnsavedWork);
  const sending = useSyncExternalStore(subscribeSyncStatus, isSending, isSending);
  const [dismissed, setDismissed] = useState(false);
  const step = nextUpdateStep({ phase, unsavedWork, sending, dismissed });
  const acted = useRef<'activate' | 'reload' | null>(null);
  const [banner, setBanner] = useState<HTMLDivElement | null>(null);
  useBannerSpace(banner);

  useEffect(() => {
    if (step.kind === 'activate' && acted.current === null) {
      acted.current = 'activate';
      activateWaitingVersion();
    } else if (step.kind === 'reload' && acted.current !== 'reload') {
      acted.current = 'reload';
      location.reload();
    }
  }, [step.kind]);

  if (step.kind === 'none') return null;
  const message =
    step.kind === 'offer'
      ? appUpdateText.explanation
      : step.kind === 'hold'
        ? step.waitingFor === 'forms'
          ? appUpdateText.waitingForForms
          : appUpdateText.waitingForSync
        : appUpdateText.updating;

  return (
    <Affix
      position={{ top: MESSAGE_COLUMN_TOP, right: 'var(--mantine-spacing-md)' }}
      zIndex={updateBannerZIndex}
    >
      <Paper
        ref={setBanner}
        withBorder
        shadow="md"
        p="md"
        w={MESSAGE_COLUMN_WIDTH}
        maw="calc(100vw - 2 * var(--mantine-spacing-md))"
        role="region"
        aria-label={appUpdateText.available}
        data-testid="app-update"
      >
        <Stack gap="xs">
          <div role="status" aria-live="polite">
            <Text fw={700}>{appUpdateText.available}</Text>
            <Text size="sm">{message}</Text>
          </div>
          {step.kind === 'offer' && (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" size="md" mih={44} onClick={() => setDismissed(true)}>
                {appUpdateText.later}
              </Button>
              <Button size="md" mih={44} onClick={acceptUpdate}>
                {appUpdateText.update}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Affix>
  );
}
