/**
 * The providers every screen needs: Mantine (theme, Spanish dates), the global notification stack and
 * message modals, around the router. It also connects the API layer to the UI: where a failed token
 * refresh leads (/login, spec 000 §4) and how a failed activity log is shown (an error notification of
 * 5000 ms, spec 000 §8), starts the sync worker for the signed-in user (./sync.ts), gives the history store
 * the device's cache (./read-path.ts), and registers the service worker with its update prompt
 * (./service-worker.ts, ./app-update.tsx), and gives the screens the query layer that loads their server data
 * (src/api/server-query.ts), refreshed when the sync worker acknowledges a write (./query-sync.ts). The API layer cannot import the router or the UI itself
 * (eslint.config.js).
 */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'dayjs/locale/es';

import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { setActivityLogFailureHandler } from '../api/activity-log.api';
import { setSessionExpiredHandler } from '../api/client';
import { isEmbedded } from '../api/embedded';
import { queryClient } from '../api/server-query';
import { MessageModalHost } from '../ui/modals/message-modal';
import { NOTIFICATION_TIME_MS, notifyError } from '../ui/notifications/notify';
import { NotificationsHost } from '../ui/notifications/notifications-host';
import { AppUpdate } from './app-update';
import { connectPersistentStorage } from './persistent-storage';
import { connectQuerySync } from './query-sync';
import { connectReadPath } from './read-path';
import { router } from './router';
import { registerServiceWorker } from './service-worker';
import { connectSync } from './sync';
import { connectVisitPreparation } from './visit-preparation';
import { cssVariablesResolver, theme } from './theme';

setSessionExpiredHandler(() => {
  // Embedded views have no sign-in page: their 401s are reported where they happen.
  if (isEmbedded() || router.state.location.pathname === '/login') return;
  void router.navigate({ to: '/login', replace: true });
});

setActivityLogFailureHandler((message) => notifyError(message, { time: NOTIFICATION_TIME_MS }));

connectSync();
connectQuerySync();
connectVisitPreparation();
connectReadPath();
registerServiceWorker();
connectPersistentStorage();

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'es', firstDayOfWeek: 1 }}>
        <NotificationsHost />
        <MessageModalHost />
        <AppUpdate />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
