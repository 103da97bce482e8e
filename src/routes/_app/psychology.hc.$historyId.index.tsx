import { createFileRoute, Navigate } from '@tanstack/react-router';
import { historyAddress } from '../../api/history-address';
import { useHistoryView } from '../../state/open-histories/history-views-store';
import { psychologyTabSlug } from '../../features/psychology/tabs/tab-rules';

/** /psychology/hc/{historyId}: the tab last shown for the history, or the default one. */
function PsychologyHistoryHome() {
  const { historyId } = Route.useParams();
  const remembered = useHistoryView(historyId).tabs.psychology;
  return <Navigate {...historyAddress('psychology', historyId, psychologyTabSlug(remembered))} replace />;
}

export const Route = createFileRoute('/_app/psychology/hc/$historyId/')({
  component: PsychologyHistoryHome,
});
