import { Stack } from '@mantine/core';
import { useId } from 'react';
import { historyViews, useHeaderInfoVisible } from '../../state/open-histories/history-views-store';
import type { HistoryRecord } from '../../contract/history';
import { HeaderInfoToggle } from '../../ui/patient-header/header-info-toggle';
import { PatientHeader } from '../../ui/patient-header/patient-header';
import { psychologyFacts } from './header/psychology-facts';
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
  const factsId = useId();
  const today = serverToday();
  return (
    <Stack gap="md">
      <PatientHeader
        record={history}
        facts={psychologyFacts(history, today)}
        collapsed={!infoVisible}
        factsId={factsId}
        actions={
          <HeaderInfoToggle
            visible={infoVisible}
            controls={factsId}
            onChange={(visible) => historyViews.setHeaderInfoVisible(visible)}
          />
        }
      />
      <PsychologyTabs history={history} today={today} tab={tab} />
    </Stack>
  );
}
