import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';
import { ReportsPage } from '../../features/reports/reports-page';

// Only users whose modulesAccess holds `reports` (policy writeAnalytics, spec 000 §6) get the screen.
export const Route = createFileRoute('/_app/reports')({
  beforeLoad: () => enterModule('reports'),
  component: ReportsPage,
});
