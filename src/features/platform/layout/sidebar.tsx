import { ActionIcon, AppShell, Avatar, ScrollArea, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { siteName, useSession } from '../../../api/session';
import { sidebarText } from '../../../i18n/platform';
import {
  IconBuilding,
  IconChevronLeft,
  IconCloudDownload,
  IconFolder,
  IconHelp,
  IconHome,
  IconLogout,
  IconMenu,
  IconSend,
} from '../../../ui/icons/icons';
import { canPrepareVisits } from '../auth/guards';
import { SUPPORT_PORTAL_URL } from '../support';
import classes from './app-layout.module.css';
import { SidebarItem } from './sidebar-item';
import { initials } from '../../../domain/initials';

/** What the open-histories slot receives (another part of the platform fills it). */
export interface OpenHistoriesSlotProps {
  /** Narrow sidebar: show each history compactly (an initial, with the full name as tooltip). */
  collapsed: boolean;
}

export interface SidebarProps {
  /** Narrow (5rem, icons only) or wide (16rem). */
  collapsed: boolean;
  onToggle: () => void;
  /** "Cambiar Sede" is enabled (more than one site and the changeSite flag, spec 000 §2). */
  canChangeSite: boolean;
  onChangeSite: () => void;
  onSignOut: () => void;
  /** The home page is showing ("Inicio" is marked current). */
  onHome: boolean;
  /** "Preparar visitas" is showing. */
  onPrepareVisits?: boolean;
  /** Open histories under "Historias Clínicas"; renders nothing when none is open. */
  openHistories?: (props: OpenHistoriesSlotProps) => ReactNode;
}

/**
 * The sidebar of spec 000 §2: user block (name and current site), "Cambiar Sede", "Reportar problema",
 * "Enviar información" (disabled, "Proxímamente"), "Inicio", "Preparar visitas" (ours, for psychology and
 * social work), "Historias Clínicas" with the open histories, and "Salir".
 */
export function Sidebar({
  collapsed,
  onToggle,
  canChangeSite,
  onChangeSite,
  onSignOut,
  onHome,
  onPrepareVisits = false,
  openHistories,
}: SidebarProps) {
  const { user, currentSite } = useSession();
  if (!user) return null;
  const site = currentSite === null ? null : siteName(currentSite, user);

  const avatar = (
    <Avatar color="white" variant="filled" radius="xl" size={40} aria-hidden>
      <span style={{ color: 'var(--mantine-color-canguro-8)' }}>{initials(user.name)}</span>
    </Avatar>
  );

  return (
    <AppShell.Navbar className={classes.navbar} aria-label={sidebarText.navigation}>
      <AppShell.Section className={classes.navbarTop} data-collapsed={collapsed || undefined}>
        <ActionIcon
          variant="subtle"
          size={44}
          className={classes.toggle}
          onClick={onToggle}
          aria-label={collapsed ? sidebarText.expand : sidebarText.collapse}
          aria-expanded={!collapsed}
        >
          {collapsed ? <IconMenu /> : <IconChevronLeft />}
        </ActionIcon>
      </AppShell.Section>

      <AppShell.Section>
        {collapsed ? (
          <Tooltip label={site ? `${user.name} · ${site}` : user.name} position="right" withArrow>
            <div className={classes.user} data-collapsed data-testid="sidebar-user">
              {avatar}
            </div>
          </Tooltip>
        ) : (
          <div className={classes.user} data-testid="sidebar-user">
            {avatar}
            <div className={classes.userText}>
              <span className={classes.userName}>{user.name}</span>
              {site && <span className={classes.userSite}>{site}</span>}
            </div>
          </div>
        )}
      </AppShell.Section>

      <AppShell.Section grow component={ScrollArea} type="auto" scrollbarSize={6}>
        <div className={classes.items}>
          <SidebarItem
            collapsed={collapsed}
            icon={<IconBuilding />}
            label={sidebarText.changeSite}
            disabled={!canChangeSite}
            onClick={onChangeSite}
          />
          <SidebarItem
            collapsed={collapsed}
            icon={<IconHelp />}
            label={sidebarText.reportProblem}
            href={SUPPORT_PORTAL_URL}
          />
          <SidebarItem
            collapsed={collapsed}
            icon={<IconSend />}
            label={sidebarText.sendInformation}
            description={sidebarText.comingSoonShort}
            disabled
          />
          <SidebarItem
            collapsed={collapsed}
            icon={<IconHome />}
            label={sidebarText.home}
            to="/"
            active={onHome}
          />
          {canPrepareVisits(user.modulesAccess) && (
            <SidebarItem
              collapsed={collapsed}
              icon={<IconCloudDownload />}
              label={sidebarText.prepareVisits}
              to="/prepare-visits"
              active={onPrepareVisits}
            />
          )}

          <div className={classes.sectionLabel} data-collapsed={collapsed || undefined}>
            {collapsed ? (
              <Tooltip label={sidebarText.histories} position="right" withArrow>
                <span aria-label={sidebarText.histories} role="img">
                  <IconFolder />
                </span>
              </Tooltip>
            ) : (
              <>
                <IconFolder size={16} />
                <span>{sidebarText.histories}</span>
              </>
            )}
          </div>
          {openHistories?.({ collapsed })}
        </div>
      </AppShell.Section>

      <AppShell.Section>
        <SidebarItem
          collapsed={collapsed}
          icon={<IconLogout />}
          label={sidebarText.logout}
          onClick={onSignOut}
        />
      </AppShell.Section>
    </AppShell.Navbar>
  );
}
