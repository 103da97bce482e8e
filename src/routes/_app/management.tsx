import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';
import { ComingSoonPage } from '../../features/platform/modules/coming-soon-page';

export const Route = createFileRoute('/_app/management')({
  beforeLoad: () => enterModule('management'),
  component: () => <ComingSoonPage module="management" />,
});
