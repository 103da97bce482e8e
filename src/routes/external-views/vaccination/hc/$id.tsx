import { createFileRoute, redirect } from '@tanstack/react-router';
import { ServerQueryProvider } from '../../../../api/server-query';
import { roundOfQuery } from '../../../../domain/vaccination-table';
import {
  takeEmbeddedCredentials,
  validateEmbeddedSearch,
} from '../../../../features/platform/embedded/embedded-search';
import { VaccinationView } from '../../../../features/vaccination/vaccination-view';

/**
 * Embedded view (spec 000 §2, §6; spec 001 §2 "Vaccination iframe"): credentials move from the query into
 * memory, then the address is cleaned; enabled, V_id and MaxV_id stay and shape the table.
 */
export const Route = createFileRoute('/external-views/vaccination/hc/$id')({
  validateSearch: validateEmbeddedSearch,
  beforeLoad: ({ search, params }) => {
    const clean = takeEmbeddedCredentials(search);
    if (clean)
      throw redirect({ to: '/external-views/vaccination/hc/$id', params, search: clean, replace: true });
  },
  component: function VaccinationExternalView() {
    const { id } = Route.useParams();
    const { enabled, V_id, MaxV_id } = Route.useSearch();
    return (
      <ServerQueryProvider>
        <VaccinationView historyId={id} editable={enabled === true} vId={roundOfQuery(V_id, MaxV_id)} />
      </ServerQueryProvider>
    );
  },
});
