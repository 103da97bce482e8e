/**
 * The sync panel's line on the reference data kept for offline work (src/offline/reference-data.ts): when
 * the menu's flags and the modules' catalogues were last refreshed from the server, so a social worker
 * leaving the clinic can tell whether what the device holds is today's. The user's modules come from the
 * last online sign-in, which always starts such a refresh.
 */
import { referenceDataText as t } from '../../../i18n/offline';
import { useReferenceRefreshedAt } from '../../../offline/reference-data';
import { timeAgo } from './sync-status-format';
import classes from './sync-status.module.css';
import { useMinuteClock } from './use-minute-clock';

export function ReferenceDataLine() {
  const refreshedAt = useReferenceRefreshedAt();
  const now = useMinuteClock();
  if (refreshedAt === undefined) return null;
  return (
    <p className={classes.secondary} data-testid="reference-data-refreshed">
      {refreshedAt === null ? t.never : t.refreshed(timeAgo(refreshedAt, now))}
    </p>
  );
}
