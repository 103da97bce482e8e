import { createFileRoute } from '@tanstack/react-router';
import { ImportUnsentPage } from '../../features/platform/unsent-work/import-unsent-page';

/** Unsent work of another device of the same user, imported here (docs/offline.md "Exporting unsent work"). */
export const Route = createFileRoute('/_app/import-changes')({
  component: ImportUnsentPage,
});
