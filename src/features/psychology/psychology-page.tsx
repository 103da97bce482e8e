import { Stack } from '@mantine/core';
import { historyViews, useHeaderInfoVisible } from '../../state/open-histories/history-views-store';
import type { HistoryRecord } from '../../contract/history';
import { ModulePatientHeader } from '../../ui/patient-header/module-patient-header';
import { psychologyFacts } from './header/psychology-facts';
import { useSizeAtBirthFacts } from './header/size-at-birth-fact';
import { PsychologyTabs } from './tabs/psychology-tabs';
import { serverToday } from '../../api/server-clock';

/**
 * The psychology view with a current patient (spec 000 §2 "Psychology view"): the patient's header with
 * the view's facts (corrected age today, birth weight, 40-week date, gestational age) and its header-info
 * toggle, then the six tabs. "Today" is the programme's day (Bogotá), as for the header's ages.
 */
export function PsychologyPage({
  history,
  tab,
}: {
  history: HistoryRecord;
  /** The address's tab slug. */ tab: string;
}) {
  const infoVisible = useHeaderInfoVisible();
  const today = serverToday();
  const sizeAtBirthFacts = useSizeAtBirthFacts(history);
  return (
    <Stack gap="md">
      <ModulePatientHeader
        record={history}
        facts={[...psychologyFacts(history, today), ...sizeAtBirthFacts]}
        infoVisible={infoVisible}
        onInfoVisibleChange={(visible) => historyViews.setHeaderInfoVisible(visible)}
      />
      <PsychologyTabs history={history} today={today} tab={tab} />
    </Stack>
  );
}
