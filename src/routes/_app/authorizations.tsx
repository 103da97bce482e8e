import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';
import { ComingSoonPage } from '../../features/platform/modules/coming-soon-page';

export const Route = createFileRoute('/_app/authorizations')({
  beforeLoad: () => enterModule('authorizations'),
  component: () => <ComingSoonPage module="authorizations" />,
});
