import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openHistories, useCurrentHistory } from '../../../state/open-histories/open-histories-store';
import { ServerQueryProvider } from '../../../api/server-query';
import { useSession } from '../../../api/session';
import { CloseHistoryButton, CurrentPatientName } from '../open-histories/current-patient';
import { OpenHistoriesList } from '../open-histories/open-histories-list';
import { PatientSearch } from '../patient-search/patient-search';
import { SyncStatusControl } from '../sync-status/sync-status-control';
import { AppLayout, type LayoutSlots } from './app-layout';

const renderOpenHistories: LayoutSlots['openHistories'] = (props) => <OpenHistoriesList {...props} />;

/**
 * The signed-in screens inside the layout, with its slots filled: the patient search, the current
 * patient's name and "Cerrar Historia" while a history is current, the sync status, and the open
 * histories in the sidebar. On entry the user's open histories are restored (their ids from localStorage, their records
 * fetched again; src/state/open-histories/). The screens get the query layer here (src/api/server-query.ts).
 */
export function PlatformShell() {
  const userId = useSession().user?.id ?? null;
  const current = useCurrentHistory();

  useEffect(() => {
    if (userId !== null) void openHistories.restore(userId);
  }, [userId]);

  const slots: LayoutSlots = {
    patientSearch: <PatientSearch />,
    patientName: current ? <CurrentPatientName history={current} /> : undefined,
    closeHistory: current ? <CloseHistoryButton history={current} /> : undefined,
    syncStatus: <SyncStatusControl />,
    openHistories: renderOpenHistories,
  };

  return (
    <ServerQueryProvider>
      <AppLayout slots={slots}>
        <Outlet />
      </AppLayout>
    </ServerQueryProvider>
  );
}
