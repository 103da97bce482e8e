import { createFileRoute } from '@tanstack/react-router';
import { enterVisitPreparation } from '../../features/platform/auth/guards';
import { PrepareVisitsPage } from '../../features/platform/prepare-visits/prepare-visits-page';

export const Route = createFileRoute('/_app/prepare-visits')({
  beforeLoad: () => enterVisitPreparation(),
  component: PrepareVisitsPage,
});
