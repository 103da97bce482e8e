import { Stack } from '@mantine/core';
import type { HistoryRecord } from '../../contract/history';
import { PatientHeader } from '../../ui/patient-header/patient-header';
import { EvolutionsPanel } from './evolutions/evolutions-panel';

/**
 * The psychology view with a current patient (spec 000 §2 "Psychology view"): the patient's header and,
 * for now, the Evoluciones panel; the six tabs come later and take the panel as one of them.
 */
export function PsychologyPage({ history }: { history: HistoryRecord }) {
  return (
    <Stack gap="md">
      <PatientHeader record={history} />
      <EvolutionsPanel key={history.id} history={history} />
    </Stack>
  );
}
