/**
 * The social-work view with a current patient (spec 001 §2 "Social-work screen"): the patient's header
 * with the header-information toggle, then the tabs Antecedentes, Pediatría, Evoluciones, Psicología,
 * Composición familiar and Adicionales, Evoluciones (index 2) by default, the choice kept per history in the
 * open-histories store like psychology's (a reload shows it again).
 *
 * Composición familiar and Adicionales are tables of the history's rows (./rows/), kept on the device; the
 * view loads every call of the history (`useSocialWorkData`) whichever tab is open, so a history reopened
 * on one of them reads the server's rows and catalogues too.
 * Antecedentes and Pediatría are the clinical history system's pages (src/ui/embedded-frame). Psicología
 * shows the history's psychology evolutions read-only: the route composes it (`psychology`), since a
 * feature never imports another.
 */
import { Stack, Tabs } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { logActivity } from '../../api/activity-log.api';
import { openHistories, useHeaderInfoVisible, useHistoryView } from '../../api/open-histories';
import type { HistoryRecord } from '../../contract/history';
import { socialWorkText as t } from '../../i18n/social-work';
import { HistoryFrame } from '../../ui/embedded-frame/history-frame';
import { ErrorBoundary } from '../../ui/error-boundary/error-boundary';
import { HeaderInfoToggle } from '../../ui/patient-header/header-info-toggle';
import { PatientHeader } from '../../ui/patient-header/patient-header';
import { SocialWorkEvolutionsPanel } from './evolutions/evolutions-panel';
import { useSocialWorkData } from './evolutions/use-social-work-timeline';
import { AdditionalsPanel } from './rows/additionals-panel';
import { FamilyCompositionPanel } from './rows/family-composition-panel';

/** Spec 001 §2: "The persisted tab index defaults to 2 (Evoluciones)". */
export const SOCIAL_WORK_DEFAULT_TAB = 2;
const tabKeys = [
  'antecedentes',
  'pediatria',
  'evoluciones',
  'psicologia',
  'composicion-familiar',
  'adicionales',
];

export function SocialWorkPage({
  history,
  psychology,
}: {
  history: HistoryRecord;
  /** The history's psychology evolutions, read-only (the Psicología tab). */
  psychology: (history: HistoryRecord) => ReactNode;
}) {
  useSocialWorkData(history.id);
  const infoVisible = useHeaderInfoVisible();
  const factsId = useId();
  const view = useHistoryView(history.id);
  const stored = view.tabs.socialWork;
  const active =
    typeof stored === 'number' && stored >= 0 && stored < tabKeys.length ? stored : SOCIAL_WORK_DEFAULT_TAB;

  const choose = (value: string | null) => {
    if (value === null || Number(value) === active) return;
    openHistories.chooseTab(history.id, 'socialWork', Number(value));
    void logActivity({ action: `abrir-pestana-${tabKeys[Number(value)]}`, historyId: history.id });
  };

  return (
    <Stack gap="md">
      <PatientHeader
        record={history}
        collapsed={!infoVisible}
        factsId={factsId}
        actions={
          <HeaderInfoToggle
            visible={infoVisible}
            controls={factsId}
            onChange={(visible) => openHistories.setHeaderInfoVisible(visible)}
          />
        }
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
