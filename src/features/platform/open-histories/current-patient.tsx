import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { isViewModule, moduleHomes } from '../../../api/history-address';
import type { OpenHistory } from '../../../state/open-histories/open-histories-rules';
import { openHistories } from '../../../state/open-histories/open-histories-store';
import { useSession } from '../../../api/session';
import { navbarText, openHistoriesText } from '../../../i18n/platform';
import { IconX } from '../../../ui/icons/icons';
import { historyLabel } from './open-histories-list';
import classes from './open-histories.module.css';

/** The current patient's full name in the top bar (spec 000 §2 Top navbar), with the code beside it. */
export function CurrentPatientName({ history }: { history: OpenHistory }) {
  return (
    <span className={classes.current} aria-label={openHistoriesText.currentPatient} role="group">
      <span className={classes.currentName} title={historyLabel(history)}>
        {historyLabel(history)}
      </span>
      {history.record && <span className={classes.currentCode}>{history.record.EGNDT}</span>}
    </span>
  );
}

/**
 * "Cerrar Historia": closes the current history (spec 000 §2) and goes to the module's home (the history's
 * address no longer shows it). The address moves first, so the closed history's screen is never drawn
 * without it.
 */
export function CloseHistoryButton({ history }: { history: OpenHistory }) {
  const navigate = useNavigate();
  const { currentModule } = useSession();
  const close = async () => {
    if (isViewModule(currentModule)) await navigate({ to: moduleHomes[currentModule] });
    openHistories.close(history.id);
  };
  return (
    <Button
      variant="light"
      color="red"
      mih={44}
      leftSection={<IconX size={16} />}
      onClick={() => void close()}
    >
      {navbarText.closeHistory}
    </Button>
  );
}
