import { createFileRoute } from '@tanstack/react-router';
import { useCurrentHistory } from '../../api/open-histories';
import { enterModule } from '../../features/platform/auth/guards';
import { ModuleHomePage } from '../../features/platform/modules/module-home-page';
import { PsychologyPage } from '../../features/psychology/psychology-page';

/** /psychology: the welcome text (or the loader) of the module's home, the psychology view with a patient. */
function PsychologyRoute() {
  const current = useCurrentHistory();
  if (current?.status === 'ready' && current.record) return <PsychologyPage history={current.record} />;
  return <ModuleHomePage module="psychology" />;
}

export const Route = createFileRoute('/_app/psychology')({
  beforeLoad: () => enterModule('psychology'),
  component: PsychologyRoute,
});
