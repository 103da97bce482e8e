import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';
import { ModuleHomePage } from '../../features/platform/modules/module-home-page';

export const Route = createFileRoute('/_app/socialwork')({
  beforeLoad: () => enterModule('socialWork'),
  component: () => <ModuleHomePage module="socialWork" />,
});
