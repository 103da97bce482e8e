import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './app-layout.module.css';

export interface TopNavbarProps {
  /** The current patient's full name (spec 000 §2 Top navbar); nothing when no history is open. */
  patientName?: ReactNode;
  /** The "Cerrar Historia" button, given only while a history is open. */
  closeHistory?: ReactNode;
  /** The patient search field; hidden on home, at most 400 px wide. */
  patientSearch?: ReactNode;
  /** The sync status of the device's outbox (offline, pending changes, needs attention), at the right. */
  syncStatus?: ReactNode;
  /** The home page is showing (the search field hides). */
  onHome: boolean;
}

/** The top bar: brand, current patient, patient search, "Cerrar Historia" and the sync status. */
export function TopNavbar({ patientName, closeHistory, patientSearch, syncStatus, onHome }: TopNavbarProps) {
  return (
    <AppShell.Header className={classes.header}>
      <span className={classes.brand}>Canguro</span>
      <div className={classes.patient} data-testid="navbar-patient">
        {patientName}
      </div>
      {!onHome && patientSearch && <div className={classes.search}>{patientSearch}</div>}
      {closeHistory && <div className={classes.headerActions}>{closeHistory}</div>}
      {syncStatus}
    </AppShell.Header>
  );
}
