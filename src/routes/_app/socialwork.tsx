import { createFileRoute } from '@tanstack/react-router';
import { useCurrentHistory } from '../../api/open-histories';
import { enterModule } from '../../features/platform/auth/guards';
import { ModuleHomePage } from '../../features/platform/modules/module-home-page';
import { EvolutionsPanel } from '../../features/psychology/evolutions/evolutions-panel';
import { SocialWorkPage } from '../../features/social-work/social-work-page';

/**
 * /socialwork: the welcome text (or the loader) of the module's home, the social-work view with a patient.
 * The Psicología tab is psychology's timeline, read-only, composed here (a feature never imports another).
 */
function SocialWorkRoute() {
  const current = useCurrentHistory();
  if (current?.status === 'ready' && current.record) {
    return (
      <SocialWorkPage
        history={current.record}
        psychology={(history) => <EvolutionsPanel key={history.id} history={history} readOnly />}
      />
    );
  }
  return <ModuleHomePage module="socialWork" />;
}

export const Route = createFileRoute('/_app/socialwork')({
  beforeLoad: () => enterModule('socialWork'),
  component: SocialWorkRoute,
});
