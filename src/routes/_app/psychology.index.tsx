import { createFileRoute } from '@tanstack/react-router';
import { ModuleHomePage } from '../../features/platform/modules/module-home-page';

/** /psychology: the module's home, the welcome text (no history is current). */
export const Route = createFileRoute('/_app/psychology/')({
  component: () => <ModuleHomePage module="psychology" />,
});
