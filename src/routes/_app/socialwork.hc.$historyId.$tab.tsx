import { createFileRoute } from '@tanstack/react-router';
import { AddressedHistory } from '../../features/platform/open-histories/addressed-history';
import { EvolutionsPanel } from '../../features/psychology/evolutions/evolutions-panel';
import { SocialWorkPage } from '../../features/social-work/social-work-page';

/**
 * /socialwork/hc/{historyId}/{tab}: the social-work view of a history on one of its tabs. The Psicología
 * tab is psychology's timeline, read-only, composed here (a feature never imports another).
 */
function SocialWorkHistoryRoute() {
  const { historyId, tab } = Route.useParams();
  return (
    <AddressedHistory module="socialWork" historyId={historyId}>
      {(record) => (
        <SocialWorkPage
          history={record}
          tab={tab}
          psychology={(history) => <EvolutionsPanel key={history.id} history={history} readOnly />}
        />
      )}
    </AddressedHistory>
  );
}

export const Route = createFileRoute('/_app/socialwork/hc/$historyId/$tab')({
  component: SocialWorkHistoryRoute,
});
