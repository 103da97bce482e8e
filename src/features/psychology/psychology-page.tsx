import { Stack } from '@mantine/core';
import type { HistoryRecord } from '../../contract/history';
import { PatientHeader } from '../../ui/patient-header/patient-header';
import { bogotaDay } from '../../domain/gestation';
import { EvolutionsPanel } from './evolutions/evolutions-panel';
import { psychologyFacts } from './header/psychology-facts';

/**
 * The psychology view with a current patient (spec 000 §2 "Psychology view"): the patient's header with
 * the view's facts (corrected age today, birth weight, 40-week date, gestational age) and,
 * for now, the Evoluciones panel; the six tabs come later and take the panel as one of them.
 */
export function PsychologyPage({ history }: { history: HistoryRecord }) {
  return (
    <Stack gap="md">
      <PatientHeader record={history} facts={psychologyFacts(history, bogotaDay(new Date().toISOString()))} />
      <EvolutionsPanel key={history.id} history={history} />
    </Stack>
  );
}
