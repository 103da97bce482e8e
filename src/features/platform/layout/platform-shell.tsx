import { Outlet } from '@tanstack/react-router';
import { AppLayout, type LayoutSlots } from './app-layout';

/**
 * The signed-in screens inside the layout. The slots are where the patient search, the current patient's
 * name, "Cerrar Historia" and the open histories plug in; none exists yet, so the layout shows none.
 */
const slots: LayoutSlots = {};

export function PlatformShell() {
  return (
    <AppLayout slots={slots}>
      <Outlet />
    </AppLayout>
  );
}
