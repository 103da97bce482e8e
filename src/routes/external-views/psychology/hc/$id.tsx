import { createFileRoute, redirect } from '@tanstack/react-router';
import { ServerQueryProvider } from '../../../../api/server-query';
import {
  takeEmbeddedCredentials,
  validateEmbeddedSearch,
} from '../../../../features/platform/embedded/embedded-search';
import { PsychologyReadOnlyView } from '../../../../features/psychology/read-only/read-only-view';

/**
 * Embedded view (spec 000 §2, §6): credentials move from the query into memory, then the address is cleaned;
 * the history's psychology timeline shows read-only.
 */
export const Route = createFileRoute('/external-views/psychology/hc/$id')({
  validateSearch: validateEmbeddedSearch,
  beforeLoad: ({ search, params }) => {
    const clean = takeEmbeddedCredentials(search);
    if (clean)
      throw redirect({ to: '/external-views/psychology/hc/$id', params, search: clean, replace: true });
  },
  component: function PsychologyExternalView() {
    const { id } = Route.useParams();
    return (
      <ServerQueryProvider>
        <PsychologyReadOnlyView historyId={id} />
      </ServerQueryProvider>
    );
  },
});
