import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';
import { ComingSoonPage } from '../../features/platform/modules/coming-soon-page';

export const Route = createFileRoute('/_app/pediatrics')({
  beforeLoad: () => enterModule('pediatrics'),
  component: () => <ComingSoonPage module="pediatrics" />,
});
