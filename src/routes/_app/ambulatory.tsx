import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';
import { ComingSoonPage } from '../../features/platform/modules/coming-soon-page';

export const Route = createFileRoute('/_app/ambulatory')({
  beforeLoad: () => enterModule('ambulatory'),
  component: () => <ComingSoonPage module="ambulatory" />,
});
