/**
 * What the growth view reads: the history's anthropometry readings from the device (refreshed from the
 * server while online, the same call and record the timeline uses), and the reference table of the chosen
 * indicator for the baby's sex, loaded once (the tables are chunks of their own, precached for offline).
 */
import { useEffect, useMemo, useState } from 'react';
import { useStoredCalls } from '../../../api/server-query';
import type { AnthropometryReading } from '../../../contract/anthropometry';
import type { HistoryRecord } from '../../../contract/history';
import type { ChartIndicator, GrowthChild, GrowthReading } from '../../../domain/growth-chart';
import type { Sex } from '../../../domain/growth';
import { loadOlsenBmiTable, loadWhoTable, type LmsTable } from '../../../domain/growth-reference';
import { bogotaDay } from '../../../domain/gestation';
import { useRecord } from '../../../offline/records';
import { useSessionDb } from '../../../offline/session-db';
import { anthropometryCall, timelineRecordKeys } from '../evolutions/use-timeline-sources';

/** The readings as the charts take them; undefined while the device answers. */
export function useGrowthReadings(historyId: string): GrowthReading[] | undefined {
  const db = useSessionDb();
  const calls = useMemo(() => [anthropometryCall(db, historyId)], [db, historyId]);
  useStoredCalls(calls, db !== null);
  const record = useRecord<AnthropometryReading[]>(timelineRecordKeys.anthropometry(historyId));
  return useMemo(() => {
    if (record === undefined) return undefined;
    return (record?.data ?? []).map((reading) => ({
      id: reading.id,
      day: bogotaDay(reading.AN_timestamp.date),
      weightG: reading.AN_Peso,
      lengthCm: reading.AN_Talla,
      headCm: reading.AN_PC,
    }));
  }, [record]);
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

/** The indicator's reference table: `loading` until it is read (weight-for-length needs none). */
export function useReferenceTable(
  indicator: ChartIndicator,
  sex: Sex,
): { loading: boolean; table: LmsTable | null } {
  const [loaded, setLoaded] = useState<{ key: string; table: LmsTable | null } | null>(null);
  const key = `${indicator}:${sex}`;
  useEffect(() => {
    let current = true;
    void loadTable(indicator, sex).then((table) => {
      if (current) setLoaded({ key, table });
    });
    return () => {
      current = false;
    };
  }, [indicator, sex, key]);
  return loaded?.key === key ? { loading: false, table: loaded.table } : { loading: true, table: null };
}
