/**
 * The six tabs of the psychology view (spec 000 §2): Antecedentes, Pediatría and Gráficas as frames of the
 * clinical history system (Gráficas with the growth view drawn on the device, ../growth/graficas-tab.tsx), Evoluciones (the timeline), Griffiths and Bayley. The rules (default 2, the
 * exams disabled under 40 weeks of corrected age) are in tab-rules.ts. The tab shown is the address's
 * (/psychology/hc/{historyId}/{tab}, src/api/history-address.ts): choosing one pushes its address, so the
 * browser's back and forward move between tabs and a reload shows the same one; an unknown or disabled
 * slug shows the default tab and the address is corrected in place. The tab shown is also remembered in
 * the history's view (src/state/open-histories/history-views-store.ts), where the sidebar and the search land.
 *
 * A disabled tab is marked `aria-disabled` but stays focusable and clickable: choosing it shows the error
 * notification with its reason (§2), which a natively disabled tab could never do. Only the shown panel
 * is mounted, so a frame loads only when its tab is chosen.
 */
import { Tabs } from '@mantine/core';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { historyAddress } from '../../../api/history-address';
import { historyViews } from '../../../state/open-histories/history-views-store';
import { logActivity } from '../../../api/activity-log.api';
import type { HistoryRecord } from '../../../contract/history';
import { psychologyTabsText as t } from '../../../i18n/psychology-view';
import { notifyError } from '../../../ui/notifications/notify';
import { EvolutionsPanel } from '../evolutions/evolutions-panel';
import { HistoryFrame } from '../../../ui/embedded-frame/history-frame';
import { ExamTab } from '../postponed/exam-tab';
import { GraficasTab } from '../growth/graficas-tab';
import {
  chooseTab,
  disabledReasons,
  psychologyTabIndex,
  psychologyTabSlug,
  psychologyTabs,
  shownTab,
} from './tab-rules';

/** The activity-log action of choosing a tab (spec 000 §7 "opening a tab"; docs/ui-decisions.md). */
export const tabActivity = (key: string) => `abrir-pestana-${key}`;

export function PsychologyTabs({
  history,
  today,
  tab,
}: {
  history: HistoryRecord;
  today: string;
  /** The slug of the address's tab. */
  tab: string;
}) {
  const navigate = useNavigate();
  const reasons = useMemo(() => disabledReasons(history, today), [history, today]);
  const active = shownTab(psychologyTabIndex(tab), reasons);
  const activeSlug = psychologyTabSlug(active);

  useEffect(() => historyViews.chooseTab(history.id, 'psychology', active), [history.id, active]);

  const onChange = (value: string | null) => {
    if (value === null) return;
    const index = Number(value);
    if (index === active) return;
    const choice = chooseTab(index, reasons);
    if (choice.type === 'unavailable') {
      notifyError(choice.message);
      return;
    }
    const slug = psychologyTabSlug(choice.index);
    void navigate(historyAddress('psychology', history.id, slug));
    void logActivity({ action: tabActivity(slug), historyId: history.id });
  };

  if (activeSlug !== tab)
    return <Navigate {...historyAddress('psychology', history.id, activeSlug)} replace />;

  return (
    <Tabs value={String(active)} onChange={onChange} keepMounted={false} variant="outline" radius="md">
      <Tabs.List aria-label={t.label}>
        {psychologyTabs.map((tab, index) => (
          <Tabs.Tab
            key={tab.key}
            value={String(index)}
            mih={44}
            aria-disabled={reasons[index] ? true : undefined}
            title={reasons[index] ?? undefined}
            style={reasons[index] ? { opacity: 0.5, cursor: 'not-allowed' } : undefined}
          >
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="0" pt="md">
        <HistoryFrame page="antecedentes" label={t.antecedentes} history={history} />
      </Tabs.Panel>
      <Tabs.Panel value="1" pt="md">
        <HistoryFrame page="pediatria" label={t.pediatria} history={history} />
      </Tabs.Panel>
      <Tabs.Panel value="2" pt="md">
        <GraficasTab key={history.id} history={history} label={t.graficas} />
      </Tabs.Panel>
      <Tabs.Panel value="3" pt="md">
        <EvolutionsPanel key={history.id} history={history} onOpenTab={(index) => onChange(String(index))} />
      </Tabs.Panel>
      <Tabs.Panel value="4" pt="md">
        {active === 4 && <ExamTab key={history.id} exam="griffiths" history={history} today={today} />}
      </Tabs.Panel>
      <Tabs.Panel value="5" pt="md">
        {active === 5 && <ExamTab key={history.id} exam="bayley" history={history} today={today} />}
      </Tabs.Panel>
    </Tabs>
  );
}
