import { describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../../../src/contract/history';
import { psychologyFacts } from '../../../../src/features/psychology/header/psychology-facts';

const record = (birth: string, gestationalDays: number, weight: number | null) =>
  ({
    Iden_FechaParto: birth,
    Pediatria: {
      ExamenInicialPediatria: {
        EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: gestationalDays },
        EIP_PesoAlNacer: weight,
      },
    },
  }) as unknown as HistoryRecord;

const values = (facts: ReturnType<typeof psychologyFacts>) =>
  Object.fromEntries(facts.map((fact) => [fact.testId, fact.value]));

describe('the psychology header facts (spec 000 §2, §9)', () => {
  it('shows corrected age on the day, birth weight in g, the 40-week date and gestational age', () => {
    expect(values(psychologyFacts(record('2026-01-01', 224, 1490), '2026-01-31'))).toEqual({
      'patient-corrected-age': '36s 2d',
      'patient-birth-weight': '1.490 g',
      'patient-forty-weeks': '26 feb 2026',
      'patient-gestational-age': '32s 0d',
    });
  });

  it('leaves an unknown weight or birth date empty (the header shows "-")', () => {
    const facts = values(psychologyFacts(record('', 224, null), '2026-01-31'));
    expect(facts['patient-birth-weight']).toBeNull();
    expect(facts['patient-corrected-age']).toBeNull();
    expect(facts['patient-forty-weeks']).toBeNull();
    expect(facts['patient-gestational-age']).toBe('32s 0d');
  });
});
