/**
 * The size at birth in the patient header's facts (docs/growth-charts.md "Size at birth"): the class by
 * the birth weight's INTERGROWTH-21st centile, "Adecuado para la edad gestacional (p45)". Nothing while the
 * standards' table loads; "-" when the history lacks the birth weight or a gestational age the standards
 * cover (24+0 to 42+6 weeks).
 */
import type { HistoryRecord } from '../../../contract/history';
import { growthTexts, sizeAtBirthText as t } from '../../../i18n/growth';
import type { HeaderFact } from '../../../ui/patient-header/patient-header';
import { useSizeAtBirth } from '../growth/use-size-at-birth';

export function useSizeAtBirthFacts(history: HistoryRecord): HeaderFact[] {
  const size = useSizeAtBirth(history);
  if (size === undefined) return [];
  const weight = size?.scores.find((score) => score.measure === 'weight');
  return [
    {
      label: t.headerLabel,
      value:
        size?.size && weight
          ? t.headerValue(t.classes[size.size], growthTexts.percentile(weight.percentile))
          : null,
      testId: 'patient-size-at-birth',
    },
  ];
}
