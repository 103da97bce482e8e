import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_TIME_MS } from './notify';

/**
 * Where the global stack shows: top right, newest below the previous ones. Each notification takes at
 * least 74 px plus Mantine's 16 px gap, so positions are 90 px apart as in spec 000 §9 ("offset 90 px");
 * a longer message grows its own box instead of overlapping the next.
 *
 * The stack sits under modals (Mantine's modal z-index is 200): a form opened right after a save must not
 * have its close button covered by the save's message for five seconds; the message still shows, dimmed
 * by the modal's overlay.
 */
export function NotificationsHost() {
  return (
    <Notifications
      position="top-right"
      autoClose={NOTIFICATION_TIME_MS}
      limit={5}
      zIndex={190}
      containerWidth={420}
      styles={{ notification: { minHeight: 74 } }}
    />
  );
}
