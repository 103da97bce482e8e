/**
 * The providers every screen needs: Mantine (its theme), the global notification stack and
 * message modals, around the router. It also connects the API layer to the UI: where a failed token
 * refresh leads (/login, spec 000 §4) and how a failed activity log is shown (an error notification of
 * 5000 ms, spec 000 §8), connects the device (./device.ts: the history store's cache, the outbox, the sync
 * worker for the signed-in user, all loaded when first needed), registers the service worker with its
 * update prompt (./service-worker.ts, ./app-update.tsx, loaded once a new version is known). The query
 * layer that loads the screens' server data (src/api/server-query.ts) is given by the signed-in layout and
 * the embedded views, and refreshed when the sync worker acknowledges a write (./query-sync.ts). The API
 * layer cannot import the router or the UI itself (eslint.config.js).
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { setActivityLogFailureHandler } from '../api/activity-log.api';
import { setSessionExpiredHandler } from '../api/client';
import { isEmbedded } from '../api/embedded';
import { MessageModalHost } from '../ui/modals/message-modal';
import { NOTIFICATION_TIME_MS, notifyError } from '../ui/notifications/notify';
import { NotificationsHost } from '../ui/notifications/notifications-host';
import { discardHiddenPrerenderedForm } from '../features/platform/login/prerendered-form';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { connectDevice } from './device';
import { connectPersistentStorage } from './persistent-storage';
import { router } from './router';
import { getUpdatePhase, registerServiceWorker, subscribeUpdatePhase } from './service-worker';
import { cssVariablesResolver, theme } from './theme';

setSessionExpiredHandler(() => {
  // Embedded views have no sign-in page: their 401s are reported where they happen.
  if (isEmbedded() || router.state.location.pathname === '/login') return;
  void router.navigate({ to: '/login', replace: true });
});

setActivityLogFailureHandler((message) => notifyError(message, { time: NOTIFICATION_TIME_MS }));

discardHiddenPrerenderedForm();
connectDevice();
registerServiceWorker();
connectPersistentStorage();

// The update prompt reads the outbox's state: it loads when a new version is known, not before.
const AppUpdate = lazy(() => import('./app-update').then((module) => ({ default: module.AppUpdate })));

function AppUpdateWhenKnown() {
  const phase = useSyncExternalStore(subscribeUpdatePhase, getUpdatePhase, getUpdatePhase);
  if (phase === 'current') return null;
  return (
    <Suspense fallback={null}>
      <AppUpdate />
    </Suspense>
  );
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <NotificationsHost />
      <MessageModalHost />
      <AppUpdateWhenKnown />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}
