import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';
import { HomePage } from '../../features/platform/home/home-page';

export const Route = createFileRoute('/_app/')({
  beforeLoad: () => enterModule(null),
  component: HomePage,
});
