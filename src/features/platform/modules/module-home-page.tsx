import { useEffect } from 'react';
import { openHistories } from '../../../state/open-histories/open-histories-store';
import { ModuleWelcomePage, type ModuleWelcomePageProps } from './module-welcome-page';

/**
 * The base page of a working module (/psychology, /socialwork): its address shows no history, so none is
 * current (the address is the source of truth, src/api/history-address.ts) and the welcome text shows.
 */
export function ModuleHomePage({ module }: ModuleWelcomePageProps) {
  useEffect(() => openHistories.showAddressed(null), []);
  return <ModuleWelcomePage module={module} />;
}
