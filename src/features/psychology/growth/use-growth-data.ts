/**
 * What the growth view reads: the history's anthropometry readings from the device (refreshed from the
 * server while online, the same call and record the timeline uses), and the reference table of the chosen
 * indicator for the baby's sex, loaded once (the tables are chunks of their own, precached for offline).
 *
 * Both are at hand in the first render when the view is drawn again (docs/growth-charts.md "Speed"): a
 * table read once stays read, and the readings the view last showed of a history in this session stand
 * while the device answers, then give way to its answer if it differs. Without that, each mount drew a
 * loader, waited for the sealed record to be read and opened, then drew the charts: three commits.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStoredCalls } from '../../../api/server-query';
import type { AnthropometryReading } from '../../../contract/anthropometry';
import type { HistoryRecord } from '../../../contract/history';
import type { ChartIndicator, GrowthChild, GrowthReading } from '../../../domain/growth-chart';
import type { Sex } from '../../../domain/growth';
import {
  loadOlsenBmiTable,
  loadWhoTable,
  loadedTable,
  type LmsTable,
} from '../../../domain/growth-reference';
import { bogotaDay } from '../../../domain/gestation';
import { useRecord } from '../../../offline/records-live';
import { useSessionDb } from '../../../offline/session-db';
import { anthropometryCall, timelineRecordKeys } from '../evolutions/use-timeline-sources';

const sameReading = (a: GrowthReading, b: GrowthReading) =>
  a.id === b.id &&
  a.day === b.day &&
  a.weightG === b.weightG &&
  a.lengthCm === b.lengthCm &&
  a.headCm === b.headCm;

/** Whether two lists hold the same readings in the same order. */
export const sameReadings = (a: readonly GrowthReading[], b: readonly GrowthReading[]): boolean =>
  a.length === b.length &&
  a.every((reading, i) => {
    const other = b[i];
    return other !== undefined && sameReading(reading, other);
  });

/**
 * The readings each history's view last showed, per session database: another session (a sign-out, a
 * second user) never sees them, as its database is another object.
 */
const shown = new WeakMap<object, Map<string, GrowthReading[]>>();

/**
 * The readings as the charts take them; undefined while the device answers a history this session's view
 * has not shown yet. The same array while the device's answer holds the same readings, so the charts
 * memoised on it are not drawn again.
 */
export function useGrowthReadings(historyId: string): GrowthReading[] | undefined {
  const db = useSessionDb();
  const calls = useMemo(() => [anthropometryCall(db, historyId)], [db, historyId]);
  useStoredCalls(calls, db !== null);
  const record = useRecord<AnthropometryReading[]>(timelineRecordKeys.anthropometry(historyId));
  const fresh = useMemo(() => {
    if (record === undefined) return undefined;
    return (record?.data ?? []).map((reading) => ({
      id: reading.id,
      day: bogotaDay(reading.AN_timestamp.date),
      weightG: reading.AN_Peso,
      lengthCm: reading.AN_Talla,
      headCm: reading.AN_PC,
    }));
  }, [record]);
  const last = db ? shown.get(db)?.get(historyId) : undefined;
  const readings = fresh === undefined || (last && sameReadings(fresh, last)) ? last : fresh;
  useEffect(() => {
    if (!db || !readings || readings === last) return;
    const byHistory = shown.get(db) ?? new Map<string, GrowthReading[]>();
    byHistory.set(historyId, readings);
    shown.set(db, byHistory);
  }, [db, historyId, readings, last]);
  return readings;
}

/** The child as the charts need it: sex, birth date and gestational age at birth (none when unrecorded). */
export function growthChildOf(history: HistoryRecord): GrowthChild {
  const total = history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  return {
    sex: history.Iden_Sexo,
    birthDate: history.Iden_FechaParto,
    gestation: total > 0 ? { weeks: Math.floor(total / 7), days: total % 7 } : null,
  };
}

const loadTable = (indicator: ChartIndicator, sex: Sex): Promise<LmsTable | null> =>
  indicator === 'wfl'
    ? Promise.resolve(null)
    : indicator === 'olsenBmi'
      ? loadOlsenBmiTable(sex)
      : loadWhoTable(indicator, sex);

/** The indicator's table if already read: null for weight-for-length (it needs none), else undefined. */
const tableAtHand = (indicator: ChartIndicator, sex: Sex): LmsTable | null | undefined =>
  indicator === 'wfl' ? null : loadedTable(indicator, sex);

/** The indicator's reference table: `loading` until it is read (weight-for-length needs none). */
export function useReferenceTable(
  indicator: ChartIndicator,
  sex: Sex,
): { loading: boolean; table: LmsTable | null } {
  const [loaded, setLoaded] = useState<{ key: string; table: LmsTable | null } | null>(null);
  const key = `${indicator}:${sex}`;
  const atHand = tableAtHand(indicator, sex);
  useEffect(() => {
    if (tableAtHand(indicator, sex) !== undefined) return;
    let current = true;
    void loadTable(indicator, sex).then((table) => {
      if (current) setLoaded({ key, table });
    });
    return () => {
      current = false;
    };
  }, [indicator, sex, key]);
  if (atHand !== undefined) return { loading: false, table: atHand };
  return loaded?.key === key ? { loading: false, table: loaded.table } : { loading: true, table: null };
}
