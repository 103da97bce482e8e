/**
 * A badge beside the sync status while the device's clock is off from the server's by more than five
 * minutes (src/api/server-clock.ts). The app's dates already follow the server's clock; the badge asks
 * the user to set the device right, which other apps on it need too. Its text says how far and which way.
 */
import { VisuallyHidden } from '@mantine/core';
import { useClockSkew } from '../../../api/server-clock';
import { clockSkewText as t } from '../../../i18n/offline';
import { IconAlert } from '../../../ui/icons/icons';
import classes from './sync-status.module.css';

export function ClockSkewWarning() {
  const offset = useClockSkew();
  if (offset === null) return null;
  const detail = t.detail(offset);
  return (
    <span className={classes.offline} data-testid="clock-skew-warning" role="status" title={detail}>
      <IconAlert size={18} />
      <span className={classes.text}>{t.badge}</span>
      <VisuallyHidden>{detail}</VisuallyHidden>
    </span>
  );
}
