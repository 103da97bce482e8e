import { describe, expect, it } from 'vitest';
import type { HistoryRecord } from '../../../../src/contract/history';
import { hasExamAge } from '../../../../src/domain/exam-age';
import {
  BAYLEY_TAB,
  GRIFFITHS_TAB,
  PSYCHOLOGY_DEFAULT_TAB,
  chooseTab,
  disabledReasons,
  psychologyTabIndex,
  psychologyTabSlug,
  psychologyTabs,
  shownTab,
} from '../../../../src/features/psychology/tabs/tab-rules';

const REASON = 'El paciente debe tener al menos 40 semanas de edad corregida';
const MESSAGE = `Esta pestaña no está disponible por que ${REASON}`;

const record = (birth: string, gestationalDays: number) =>
  ({
    Iden_FechaParto: birth,
    Pediatria: {
      ExamenInicialPediatria: {
        EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: gestationalDays },
        EIP_PesoAlNacer: 1500,
      },
    },
  }) as unknown as HistoryRecord;

describe('psychology tabs (spec 000 §2 Psychology view)', () => {
  it('has the six tabs in the spec order, Griffiths at 4 and Bayley at 5, default index 2 (Gráficas)', () => {
    expect(psychologyTabs.map((tab) => tab.label)).toEqual([
      'Antecedentes',
      'Pediatría',
      'Gráficas',
      'Evoluciones',
      'Griffiths',
      'Bayley',
    ]);
    expect([GRIFFITHS_TAB, BAYLEY_TAB]).toEqual([4, 5]);
    expect(PSYCHOLOGY_DEFAULT_TAB).toBe(2);
    expect(psychologyTabs[PSYCHOLOGY_DEFAULT_TAB].label).toBe('Gráficas');
  });

  it('disables only Griffiths and Bayley under 40 weeks of corrected age', () => {
    // Born at 35+0 on 1 March: 39+6 on 4 April, 40+0 on 5 April.
    expect(disabledReasons(record('2026-03-01', 245), '2026-04-04')).toEqual([
      null,
      null,
      null,
      null,
      REASON,
      REASON,
    ]);
    expect(disabledReasons(record('2026-03-01', 245), '2026-04-05')).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    // Born at term (41+6): enabled from birth.
    expect(disabledReasons(record('2026-03-01', 293), '2026-03-01')[BAYLEY_TAB]).toBeNull();
  });

  it('keeps the exams disabled without a birth date (the age cannot be known)', () => {
    expect(disabledReasons(record('', 245), '2026-04-05')[GRIFFITHS_TAB]).toBe(REASON);
    expect(hasExamAge(null, 280, '2026-04-05')).toBe(false);
  });

  it('the 40-week boundary counts calendar days across a month and a year', () => {
    // 30+2 (212 days) born 2025-12-10: 68 days later is 2026-02-16.
    expect(hasExamAge('2025-12-10', 212, '2026-02-15')).toBe(false);
    expect(hasExamAge('2025-12-10', 212, '2026-02-16')).toBe(true);
  });

  it('shows the chosen tab when it is valid and enabled, else the default', () => {
    const under = disabledReasons(record('2026-03-01', 245), '2026-03-10');
    const over = disabledReasons(record('2026-03-01', 245), '2026-06-10');
    expect(shownTab(undefined, over)).toBe(2);
    expect(shownTab(3, over)).toBe(3);
    expect(shownTab(0, under)).toBe(0);
    expect(shownTab(BAYLEY_TAB, over)).toBe(BAYLEY_TAB);
    expect(shownTab(BAYLEY_TAB, under)).toBe(2);
    expect(shownTab(6, over)).toBe(2);
    expect(shownTab(-1, over)).toBe(2);
  });

  it('choosing a disabled tab gives the error message of §2; an enabled one is shown', () => {
    const under = disabledReasons(record('2026-03-01', 245), '2026-03-10');
    expect(chooseTab(BAYLEY_TAB, under)).toEqual({ type: 'unavailable', message: MESSAGE });
    expect(chooseTab(GRIFFITHS_TAB, under)).toEqual({ type: 'unavailable', message: MESSAGE });
    expect(chooseTab(3, under)).toEqual({ type: 'show', index: 3 });
  });
});

describe('the tab of the address (/psychology/hc/{historyId}/{tab})', () => {
  it('reads the slug of each tab, and none for an unknown one', () => {
    expect(psychologyTabs.map((tab) => psychologyTabIndex(tab.key))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(psychologyTabIndex('bayley')).toBe(BAYLEY_TAB);
    expect(psychologyTabIndex('otra')).toBeUndefined();
  });

  it('an unknown slug, or an exam tab under 40 weeks, shows the default tab', () => {
    const under = disabledReasons(record('2024-03-01', 230), '2024-03-15');
    expect(shownTab(psychologyTabIndex('otra'), under)).toBe(PSYCHOLOGY_DEFAULT_TAB);
    expect(shownTab(psychologyTabIndex('bayley'), under)).toBe(PSYCHOLOGY_DEFAULT_TAB);
    expect(psychologyTabSlug(shownTab(psychologyTabIndex('griffiths'), under))).toBe('graficas');
    expect(psychologyTabSlug(shownTab(psychologyTabIndex('evoluciones'), under))).toBe('evoluciones');
  });

  it('names the default tab when no tab was remembered', () => {
    expect(psychologyTabSlug(undefined)).toBe('graficas');
    expect(psychologyTabSlug(9)).toBe('graficas');
    expect(psychologyTabSlug(GRIFFITHS_TAB)).toBe('griffiths');
  });
});
