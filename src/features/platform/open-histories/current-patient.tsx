import { Button } from '@mantine/core';
import { openHistories, type OpenHistory } from '../../../api/open-histories';
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

/** "Cerrar Historia": closes the current history (spec 000 §2). */
export function CloseHistoryButton() {
  return (
    <Button
      variant="light"
      color="red"
      mih={44}
      leftSection={<IconX size={16} />}
      onClick={() => openHistories.closeCurrent()}
    >
      {navbarText.closeHistory}
    </Button>
  );
}
