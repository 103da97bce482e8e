/**
 * The psychology view's facts in the patient header (spec 000 §2 "Psychology view": corrected age, birth
 * weight in g, 40-week date, gestational age at birth), computed from the history record on a given day.
 * A missing birth date or weight leaves the value empty, which the header shows as "-" (§9).
 */
import type { HistoryRecord } from '../../../contract/history';
import { formatCorrectedAge, formatGestationalAge } from '../../../domain/age-display';
import { formatShortDate } from '../../../domain/date-format';
import { fortyWeeksDate } from '../../../domain/gestation';
import { psychologyHeaderText as t } from '../../../i18n/psychology';
import type { HeaderFact } from '../../../ui/patient-header/patient-header';

const grams = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

export function psychologyFacts(record: HistoryRecord, onDay: string): HeaderFact[] {
  const birth = record.Iden_FechaParto ? record.Iden_FechaParto.slice(0, 10) : null;
  const exam = record.Pediatria.ExamenInicialPediatria;
  const gestationalDays = exam.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  const weight = exam.EIP_PesoAlNacer;
  const known = birth !== null;
  return [
    {
      label: t.correctedAge,
      value: known ? formatCorrectedAge(birth, gestationalDays, onDay) : null,
      testId: 'patient-corrected-age',
    },
    {
      label: t.birthWeight,
      value: weight === null ? null : `${grams.format(weight)} g`,
      testId: 'patient-birth-weight',
    },
    {
      label: t.fortyWeeksDate,
      value: known ? formatShortDate(fortyWeeksDate(birth, gestationalDays)) : null,
      testId: 'patient-forty-weeks',
    },
    {
      label: t.gestationalAge,
      value: formatGestationalAge(gestationalDays),
      testId: 'patient-gestational-age',
    },
  ];
}
