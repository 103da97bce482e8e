import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';
import { ModuleWelcomePage } from '../../features/platform/modules/module-welcome-page';

export const Route = createFileRoute('/_app/psychology')({
  beforeLoad: () => enterModule('psychology'),
  component: () => <ModuleWelcomePage module="psychology" />,
});
