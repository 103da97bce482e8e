import { AppShell } from '@mantine/core';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../../../api/session';
import { signOut } from '../auth/sign-out';
import { SignOutDialog } from '../auth/sign-out-dialog';
import { unsyncedCount } from '../../../offline/outbox-live';
import { changeSiteEnabled, ensureFeatureFlags, useFeatureFlags } from '../flags/feature-flags';
import { SiteChooserModal } from '../sites/site-chooser-modal';
import classes from './app-layout.module.css';
import { Sidebar, type OpenHistoriesSlotProps } from './sidebar';
import { TopNavbar } from './top-navbar';

/**
 * The places other parts of the platform fill (patient search, open histories): the layout only positions
 * them. platform-shell.tsx is where they are plugged in.
 */
export interface LayoutSlots {
  /** The current patient's full name, left in the top bar. */
  patientName?: ReactNode;
  /** The "Cerrar Historia" button; pass it only while a history is open. */
  closeHistory?: ReactNode;
  /** The patient search field (hidden on home, at most 400 px wide). */
  patientSearch?: ReactNode;
  /** The sync status (offline, pending changes, needs attention), right in the top bar. */
  syncStatus?: ReactNode;
  /** The open histories under "Historias Clínicas" in the sidebar; return null when there are none. */
  openHistories?: (props: OpenHistoriesSlotProps) => ReactNode;
}

export interface AppLayoutProps {
  slots?: LayoutSlots;
  children: ReactNode;
}

/** Tablets in portrait (768 px) start with the narrow sidebar; landscape and desktops with the wide one. */
const startsNarrow = () => typeof window !== 'undefined' && window.innerWidth < 1024;

/**
 * The frame of every signed-in screen: sidebar (narrow 5rem / wide 16rem, spec 000 §2), top bar, and the
 * site chooser, which opens by itself while there is no current site and on "Cambiar Sede".
 */
export function AppLayout({ slots = {}, children }: AppLayoutProps) {
  const [collapsed, setCollapsed] = useState(startsNarrow);
  const [chooserRequested, setChooserRequested] = useState(false);
  const [signOutAsked, setSignOutAsked] = useState(false);
  const { user, currentSite } = useSession();
  const flags = useFeatureFlags();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const onHome = pathname === '/';

  useEffect(() => {
    // "Cambiar Sede" depends on a flag: screens reached without passing home need the flags too.
    ensureFeatureFlags().catch(() => undefined);
  }, []);

  if (!user) return null;
  const mustChooseSite = currentSite === null;
  const canChangeSite = changeSiteEnabled(flags, user.enableChangeSite);

  const finishSignOut = async () => {
    setSignOutAsked(false);
    await signOut();
    await navigate({ to: '/login', replace: true });
  };
  // Unsynced work: ask first (it is kept either way).
  const handleSignOut = async () => {
    if ((await unsyncedCount()) > 0) setSignOutAsked(true);
    else await finishSignOut();
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: collapsed ? '5rem' : '16rem', breakpoint: 0 }}
      padding="md"
      transitionDuration={150}
    >
      <TopNavbar
        onHome={onHome}
        patientName={slots.patientName}
        closeHistory={slots.closeHistory}
        patientSearch={slots.patientSearch}
        syncStatus={slots.syncStatus}
      />
      <Sidebar
        collapsed={collapsed}
        onToggle={() => setCollapsed((value) => !value)}
        canChangeSite={canChangeSite}
        onChangeSite={() => setChooserRequested(true)}
        onSignOut={() => void handleSignOut()}
        onHome={onHome}
        onPrepareVisits={pathname === '/prepare-visits'}
        openHistories={slots.openHistories}
      />
      <AppShell.Main className={classes.main}>{children}</AppShell.Main>
      {signOutAsked && (
        <SignOutDialog onCancel={() => setSignOutAsked(false)} onSignOut={() => void finishSignOut()} />
      )}
      <SiteChooserModal
        opened={mustChooseSite || chooserRequested}
        closable={!mustChooseSite}
        onClose={() => setChooserRequested(false)}
      />
    </AppShell>
  );
}
