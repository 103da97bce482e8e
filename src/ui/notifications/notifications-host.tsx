import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_TIME_MS } from './notify';
import { MESSAGE_COLUMN_WIDTH, messageZIndex } from './message-column';
import classes from './notifications-host.module.css';

/**
 * Where the global stack shows (./message-column.ts): at the right, below every header, above every layer,
 * under the update banner when it shows; newest below the previous ones. Each notification takes at least
 * 74 px plus Mantine's 16 px gap, so positions are 90 px apart as in spec 000 §9 ("offset 90 px"); a longer
 * message grows its own box instead of overlapping the next.
 */
export function NotificationsHost() {
  return (
    <Notifications
      position="top-right"
      autoClose={NOTIFICATION_TIME_MS}
      limit={5}
      zIndex={messageZIndex}
      containerWidth={MESSAGE_COLUMN_WIDTH}
      classNames={{ root: classes.root }}
      styles={{ notification: { minHeight: 74 } }}
    />
  );
}
