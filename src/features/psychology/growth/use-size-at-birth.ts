/**
 * The size at birth of a history (INTERGROWTH-21st Newborn Size Standards, src/domain/intergrowth-newborn.ts)
 * for the patient header and the growth view: the standards' table is a chunk of its own, loaded once on
 * first use and precached for offline, so the first screens never carry it.
 */
import { useEffect, useMemo, useState } from 'react';
import type { HistoryRecord } from '../../../contract/history';
import {
  loadNewbornTable,
  loadedNewbornTable,
  sizeAtBirth,
  type BirthMeasures,
  type NewbornTable,
  type SizeAtBirth,
} from '../../../domain/intergrowth-newborn';

/** The birth measures the history records. */
export function birthMeasuresOf(history: HistoryRecord): BirthMeasures {
  const exam = history.Pediatria.ExamenInicialPediatria;
  return {
    sex: history.Iden_Sexo,
    gestationalDays: exam.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales,
    weightG: exam.EIP_PesoAlNacer,
    lengthCm: exam.EIP_TallaAlNacer ?? null,
    headCm: exam.EIP_PerimetroCefalicoAlNacer ?? null,
  };
}

function useNewbornTable(): NewbornTable | undefined {
  // Read already (an earlier mount, the header): in the first render, with no empty frame before it.
  const [table, setTable] = useState<NewbornTable | undefined>(loadedNewbornTable);
  useEffect(() => {
    if (table) return;
    let current = true;
    void loadNewbornTable().then((loaded) => {
      if (current) setTable(loaded);
    });
    return () => {
      current = false;
    };
  }, [table]);
  return table;
}

/** undefined while the table loads; null when the history's gestational age is outside the standards. */
export function useSizeAtBirth(history: HistoryRecord): SizeAtBirth | null | undefined {
  const table = useNewbornTable();
  return useMemo(() => (table ? sizeAtBirth(table, birthMeasuresOf(history)) : undefined), [table, history]);
}
