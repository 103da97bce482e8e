/**
 * The vaccination table's model (src/domain/vaccination-table.ts): date columns, rows, the current
 * round's cells, the vaccines required today and what CONTINUAR hands back.
 */
import { describe, expect, it } from 'vitest';
import {
  applicationsToSend,
  currentRoundCells,
  emptyApplication,
  historyApplications,
  historyTable,
  NO_DATE,
  requiredTodayNames,
  roundOfQuery,
  vaccineRowNames,
  type TableApplication,
} from '../../../src/domain/vaccination-table';

const application = (over: Partial<TableApplication>): TableApplication => ({
  ...emptyApplication('BCG', 5),
  ...over,
});

const earlierBcg = application({
  vaccineName: 'BCG',
  V_id: 5,
  applicationDate: '2026-01-16',
  status: 1,
  appliedBy: 2,
  doseType: 'Regular',
});
const earlierHepB = application({
  vaccineName: 'Hepatitis B',
  V_id: 5,
  applicationDate: '2026-01-16',
  status: 1,
  appliedBy: 1,
  doseType: 'Regular',
});
const earlierUndated = application({ vaccineName: 'Polio', V_id: 4 });
const currentApplied = application({
  vaccineName: 'DPT',
  V_id: 6,
  applicationDate: '2026-03-16',
  status: 1,
  appliedBy: 2,
  doseType: 'Acelular',
});
const currentNoDose = application({
  vaccineName: 'Rotavirus',
  V_id: 6,
  applicationDate: '2026-03-16',
  status: 1,
});
const currentPostponed = application({
  vaccineName: 'Polio',
  V_id: 6,
  applicationDate: '2026-03-16',
  status: 2,
  observation: 'Fiebre',
  _id: 'p1',
});
const all = [earlierBcg, earlierHepB, earlierUndated, currentApplied, currentNoDose, currentPostponed];

describe('date columns', () => {
  it('editable: the earlier rounds only, the current one being the new applications', () => {
    expect(historyApplications(all, true)).toEqual([earlierBcg, earlierHepB, earlierUndated]);
  });

  it('read-only: earlier rounds always, the current round only when the round shows it', () => {
    expect(historyApplications(all, false)).toEqual([
      earlierBcg,
      earlierHepB,
      earlierUndated,
      currentApplied,
      currentPostponed,
    ]);
  });

  it('are the days ascending, the undated column last, each vaccine under its day', () => {
    const table = historyTable([currentApplied, earlierBcg, earlierUndated, earlierHepB]);
    expect(table.dates).toEqual(['2026-01-16', '2026-03-16', NO_DATE]);
    expect(table.cells.get('BCG')?.get('2026-01-16')).toEqual([earlierBcg]);
    expect(table.cells.get('Hepatitis B')?.get('2026-01-16')).toEqual([earlierHepB]);
    expect(table.cells.get('Polio')?.get(NO_DATE)).toEqual([earlierUndated]);
    expect(historyTable([]).dates).toEqual([]);
  });
});

describe('required today', () => {
  it("joins the host's list and the schedule's doses due by chronological age", () => {
    expect([...requiredTodayNames(['Otra'], '2026-01-15', '2026-03-20')].sort()).toEqual(
      [
        'DPT',
        'Haemophilus influenzae tipo b',
        'Hepatitis B',
        'Neumococo',
        'Otra',
        'Polio',
        'Rotavirus',
      ].sort(),
    );
    expect([...requiredTodayNames([], '2026-01-15', '2026-02-20')]).toEqual([]);
  });
});

describe('rows', () => {
  const required = requiredTodayNames([], '2026-01-15', '2026-03-20');

  it('editable: every vaccine whose first month has come, in the schedule order, then other names', () => {
    const rows = vaccineRowNames([...all, application({ vaccineName: 'Otra', V_id: 5 })], {
      birthDate: '2026-01-15',
      today: '2026-03-20',
      editable: true,
      required,
    });
    expect(rows).toEqual([
      'Haemophilus influenzae tipo b',
      'BCG',
      'Hepatitis B',
      'Polio',
      'DPT',
      'Rotavirus',
      'Neumococo',
      'Otra',
    ]);
  });

  it('read-only: only the vaccines with an application', () => {
    expect(
      vaccineRowNames([earlierBcg], {
        birthDate: '2026-01-15',
        today: '2026-03-20',
        editable: false,
        required,
      }),
    ).toEqual(['BCG']);
    expect(
      vaccineRowNames([], { birthDate: '2026-01-15', today: '2026-03-20', editable: false, required }),
    ).toEqual([]);
  });

  it('a newborn: BCG and hepatitis B', () => {
    const newborn = requiredTodayNames([], '2026-03-20', '2026-03-20');
    expect(
      vaccineRowNames([], {
        birthDate: '2026-03-20',
        today: '2026-03-20',
        editable: true,
        required: newborn,
      }),
    ).toEqual(['BCG', 'Hepatitis B']);
  });
});

describe('current round cells', () => {
  it("take the round's application of each row, or an empty one", () => {
    const cells = currentRoundCells(all, ['BCG', 'DPT', 'Polio']);
    expect(cells.get('BCG')).toEqual(emptyApplication('BCG', 6));
    expect(cells.get('DPT')).toEqual(currentApplied);
    expect(cells.get('Polio')).toEqual(currentPostponed);
  });
});

describe('what CONTINUAR hands back', () => {
  it('the cells with a status, and a cleared one the host had sent, never a nameless row', () => {
    const cleared = { ...currentPostponed, status: null, applicationDate: null, observation: '' };
    expect(
      applicationsToSend([
        currentApplied,
        emptyApplication('BCG', 6),
        cleared,
        { ...currentApplied, vaccineName: ' ' },
      ]),
    ).toEqual([currentApplied, cleared]);
  });
});

describe('the round of the query (V_id, MaxV_id)', () => {
  it('is the current round, 6, unless the query names another within MaxV_id', () => {
    expect(roundOfQuery(undefined, undefined)).toBe(6);
    expect(roundOfQuery(4, undefined)).toBe(4);
    expect(roundOfQuery(4, 6)).toBe(4);
    expect(roundOfQuery(5, 4)).toBe(4);
    expect(roundOfQuery(undefined, 3)).toBe(3);
    expect(roundOfQuery(7, 6)).toBe(6);
    expect(roundOfQuery(0, 6)).toBe(6);
    expect(roundOfQuery(2.5, 6)).toBe(6);
    expect(roundOfQuery(6, 9)).toBe(6);
  });
});
