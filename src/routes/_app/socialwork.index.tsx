import { createFileRoute } from '@tanstack/react-router';
import { ModuleHomePage } from '../../features/platform/modules/module-home-page';

/** /socialwork: the module's home, the welcome text (no history is current). */
export const Route = createFileRoute('/_app/socialwork/')({
  component: () => <ModuleHomePage module="socialWork" />,
});
