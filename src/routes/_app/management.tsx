import { createFileRoute } from '@tanstack/react-router';
import { enterModule } from '../../features/platform/auth/guards';
import { ManagementPage } from '../../features/management/management-page';

// "Administración" (module `management`: writeHistory and writeParameters, spec 000 §6); its users screen
// also needs writeUsers (docs/users.md).
export const Route = createFileRoute('/_app/management')({
  beforeLoad: () => enterModule('management'),
  component: ManagementPage,
});
