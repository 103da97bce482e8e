/**
 * The social-work view with a current patient (spec 001 §2 "Social-work screen"): the patient's header
 * with the header-information toggle, then the tabs Antecedentes, Pediatría, Evoluciones, Psicología,
 * Composición familiar and Adicionales, Evoluciones (index 2) by default. The tab shown is the address's
 * (/socialwork/hc/{historyId}/{tab}, its slug one of `tabKeys`), like psychology's: choosing one pushes its
 * address, an unknown slug shows the default tab with the address corrected in place, and the tab shown is
 * remembered per history in the open-histories store, where the sidebar and the search land.
 *
 * Composición familiar and Adicionales are tables of the history's rows (./rows/), kept on the device; the
 * view loads every call of the history (`useSocialWorkData`) whichever tab is open, so a history reopened
 * on one of them reads the server's rows and catalogues too.
 * Antecedentes and Pediatría are the clinical history system's pages (src/ui/embedded-frame). Psicología
 * shows the history's psychology evolutions read-only: the route composes it (`psychology`), since a
 * feature never imports another.
 */
import { Stack, Tabs } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { logActivity } from '../../api/activity-log.api';
import { historyAddress } from '../../api/history-address';
import { historyViews, useHeaderInfoVisible } from '../../state/open-histories/history-views-store';
import type { HistoryRecord } from '../../contract/history';
import { socialWorkText as t } from '../../i18n/social-work';
import { HistoryFrame } from '../../ui/embedded-frame/history-frame';
import { ErrorBoundary } from '../../ui/error-boundary/error-boundary';
import { ModulePatientHeader } from '../../ui/patient-header/module-patient-header';
import { SocialWorkEvolutionsPanel } from './evolutions/evolutions-panel';
import { useSocialWorkData } from './evolutions/use-social-work-timeline';
import { AdditionalsPanel } from './rows/additionals-panel';
import { FamilyCompositionPanel } from './rows/family-composition-panel';

/** Spec 001 §2: "The persisted tab index defaults to 2 (Evoluciones)". */
export const SOCIAL_WORK_DEFAULT_TAB = 2;
/** The tabs' slugs in the history's address, in the tabs' order. */
export const tabKeys = [
  'antecedentes',
  'pediatria',
  'evoluciones',
  'psicologia',
  'composicion-familiar',
  'adicionales',
] as const;

/** The tab of an address's slug: its index, or the default tab's for an unknown one. */
export function socialWorkTabIndex(slug: string): number {
  const index = tabKeys.findIndex((key) => key === slug);
  return index < 0 ? SOCIAL_WORK_DEFAULT_TAB : index;
}

/** The slug of a tab index, the default tab's when there is none or it is out of range. */
export const socialWorkTabSlug = (index: number | undefined): string =>
  (index === undefined ? undefined : tabKeys[index]) ?? tabKeys[SOCIAL_WORK_DEFAULT_TAB];

export function SocialWorkPage({
  history,
  tab,
  psychology,
}: {
  history: HistoryRecord;
  /** The slug of the address's tab. */
  tab: string;
  /** The history's psychology evolutions, read-only (the Psicología tab). */
  psychology: (history: HistoryRecord) => ReactNode;
}) {
  useSocialWorkData(history.id);
  const infoVisible = useHeaderInfoVisible();
  const navigate = useNavigate();
  const active = socialWorkTabIndex(tab);
  const activeSlug = socialWorkTabSlug(active);

  useEffect(() => historyViews.chooseTab(history.id, 'socialWork', active), [history.id, active]);

  const choose = (value: string | null) => {
    if (value === null || Number(value) === active) return;
    const slug = socialWorkTabSlug(Number(value));
    void navigate(historyAddress('socialWork', history.id, slug));
    void logActivity({ action: `abrir-pestana-${slug}`, historyId: history.id });
  };

  if (activeSlug !== tab)
    return <Navigate {...historyAddress('socialWork', history.id, activeSlug)} replace />;

  return (
    <Stack gap="md">
      <ModulePatientHeader
        record={history}
        infoVisible={infoVisible}
        onInfoVisibleChange={(visible) => historyViews.setHeaderInfoVisible(visible)}
      />
      <Tabs value={String(active)} onChange={choose} keepMounted={false} variant="outline" radius="md">
        <Tabs.List aria-label={t.tabsLabel}>
          {t.tabs.map((label, index) => (
            <Tabs.Tab key={label} value={String(index)} mih={44}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="0" pt="md">
          <HistoryFrame page="antecedentes" label={t.tabs[0]} history={history} />
        </Tabs.Panel>
        <Tabs.Panel value="1" pt="md">
          <HistoryFrame page="pediatria" label={t.tabs[1]} history={history} />
        </Tabs.Panel>
        <Tabs.Panel value="2" pt="md">
          <ErrorBoundary name="Social-work timeline">
            <SocialWorkEvolutionsPanel key={history.id} history={history} />
          </ErrorBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="3" pt="md">
          <ErrorBoundary name="Psychology timeline">{psychology(history)}</ErrorBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="4" pt="md">
          <ErrorBoundary name="Family composition">
            <FamilyCompositionPanel key={history.id} historyId={history.id} />
          </ErrorBoundary>
        </Tabs.Panel>
        <Tabs.Panel value="5" pt="md">
          <ErrorBoundary name="Additionals">
            <AdditionalsPanel key={history.id} historyId={history.id} />
          </ErrorBoundary>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
