import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '../features/platform/auth/guards';
import { PlatformShell } from '../features/platform/layout/platform-shell';

/** Every signed-in screen: the sign-in guard and the layout (sidebar, top bar, site chooser). */
export const Route = createFileRoute('/_app')({
  beforeLoad: requireSession,
  component: PlatformShell,
});
