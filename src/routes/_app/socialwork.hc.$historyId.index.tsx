import { createFileRoute, Navigate } from '@tanstack/react-router';
import { historyAddress } from '../../api/history-address';
import { useHistoryView } from '../../state/open-histories/history-views-store';
import { socialWorkTabSlug } from '../../features/social-work/social-work-page';

/** /socialwork/hc/{historyId}: the tab last shown for the history, or the default one. */
function SocialWorkHistoryHome() {
  const { historyId } = Route.useParams();
  const remembered = useHistoryView(historyId).tabs.socialWork;
  return <Navigate {...historyAddress('socialWork', historyId, socialWorkTabSlug(remembered))} replace />;
}

export const Route = createFileRoute('/_app/socialwork/hc/$historyId/')({
  component: SocialWorkHistoryHome,
});
