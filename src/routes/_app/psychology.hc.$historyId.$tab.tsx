import { createFileRoute } from '@tanstack/react-router';
import { AddressedHistory } from '../../features/platform/open-histories/addressed-history';
import { PsychologyPage } from '../../features/psychology/psychology-page';

/** /psychology/hc/{historyId}/{tab}: the psychology view of a history on one of its tabs. */
function PsychologyHistoryRoute() {
  const { historyId, tab } = Route.useParams();
  return (
    <AddressedHistory module="psychology" historyId={historyId}>
      {(record) => <PsychologyPage history={record} tab={tab} />}
    </AddressedHistory>
  );
}

export const Route = createFileRoute('/_app/psychology/hc/$historyId/$tab')({
  component: PsychologyHistoryRoute,
});
