/**
 * The prompt shown when a new version of Canguro is ready (./service-worker.ts), and the act that follows
 * the user's choice as ./update-decision.ts decides it: never a reload while a form holds unsaved changes
 * or the outbox is being sent; the prompt then says what it waits for and updates by itself afterwards.
 *
 * Design:
 * - A banner at the bottom of the screen, not a notification: it stays until the user chooses, and it
 *   must not cover the top bar's search or the forms' buttons for long. Its text is a polite live region.
 * - "Más tarde" hides it for this version; the new version then starts when every tab of the app has
 *   closed (the browser's own rule).
 */
import { Affix, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { appUpdateText } from '../i18n/app-update';
import { getSyncStatus, subscribeSyncStatus } from '../offline/sync-client';
import { hasUnsavedWork, subscribeUnsavedWork } from '../offline/unsaved-work';
import { acceptUpdate, activateWaitingVersion, getUpdatePhase, subscribeUpdatePhase } from './service-worker';
import { nextUpdateStep } from './update-decision';

const isSending = () => getSyncStatus()?.sending ?? false;

export function AppUpdate() {
  const phase = useSyncExternalStore(subscribeUpdatePhase, getUpdatePhase, getUpdatePhase);
  const unsavedWork = useSyncExternalStore(subscribeUnsavedWork, hasUnsavedWork, hasUnsavedWork);
  const sending = useSyncExternalStore(subscribeSyncStatus, isSending, isSending);
  const [dismissed, setDismissed] = useState(false);
  const step = nextUpdateStep({ phase, unsavedWork, sending, dismissed });
  const acted = useRef<'activate' | 'reload' | null>(null);

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
    // The strip spans the screen's width for centring only: clicks beside the banner reach the page (a
    // form's GUARDAR under it stays usable).
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={400} style={{ pointerEvents: 'none' }}>
      <Paper
        style={{ pointerEvents: 'auto' }}
        withBorder
        shadow="md"
        p="md"
        maw={560}
        mx="auto"
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
