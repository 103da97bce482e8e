/**
 * The anthropometry answers (spec 000 §3 "Anthropometry reading" and the lateral panel, §7) built from the
 * stored facts of the readings and the history: the one place that puts growth.ts, weight-change.ts and the
 * age rule of gestation.ts together, so the server answers and the app (offline, from its own copy) would
 * compute the same figures.
 */
import type {
  AnthropometryFacts,
  AnthropometryLateral,
  AnthropometryReading,
} from '../contract/anthropometry';
import type { Signature } from '../contract/common';
import type { HistoryRecord } from '../contract/history';
import { bogotaDay, completedYears, fortyWeeksDate, isAlready41Weeks } from './gestation';
import { roundZ, weightForLengthZ } from './growth';
import { weightChanges } from './weight-change';

/** One stored reading: its record id, its facts and who signed it. */
export interface StoredReading {
  id: string;
  historyId: string;
  facts: AnthropometryFacts;
  firma: Signature | null;
}

const instant = (r: StoredReading) => Date.parse(r.facts.AN_timestamp.date);

/**
 * Every reading of a history with its derived figures, oldest first. The weight change needs the previous
 * reading, so this works on the whole history; pick a visit's readings from the result.
 */
export function deriveReadings(
  history: HistoryRecord,
  stored: readonly StoredReading[],
): AnthropometryReading[] {
  const birthDate = history.Iden_FechaParto;
  const gestationalDays =
    history.Pediatria.ExamenInicialPediatria.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales;
  const sorted = [...stored].sort((a, b) => instant(a) - instant(b) || a.id.localeCompare(b.id));
  const days = sorted.map((r) => {
    const day = bogotaDay(r.facts.AN_timestamp.date);
    return {
      day,
      weightG: r.facts.AN_Peso,
      already41Weeks: isAlready41Weeks(birthDate, gestationalDays, day),
    };
  });
  const changes = weightChanges(days);
  return sorted.map((r, i) => ({
    id: r.id,
    historyId: r.historyId,
    ...r.facts,
    already41Weeks: days[i]!.already41Weeks,
    pesoTalla: roundZ(weightForLengthZ(history.Iden_Sexo, r.facts.AN_Peso, r.facts.AN_Talla)),
    cambioPeso: changes[i]!,
    firma: r.firma,
  }));
}

/**
 * The lateral panel: birth facts and the mother's age from the history, entry feeding and oxygen from the
 * first reading of the history (programme entry), the rest from the latest of the selected readings.
 * primigestante, mamaSola and nivelEducativo are the history record's (`Madre`), null where it does not
 * say (a record stored before it carried them has no `Madre`).
 */
export function lateralPanel(
  history: HistoryRecord,
  all: readonly AnthropometryReading[],
  selected: readonly AnthropometryReading[],
): AnthropometryLateral {
  const birthDate = history.Iden_FechaParto;
  const exam = history.Pediatria.ExamenInicialPediatria;
  const fortyWeeks = fortyWeeksDate(birthDate, exam.EIP_EdadGestacionalAlNacer.EIP_EG_DiasTotales);
  const motherBirthDate = history.SocialWork.motherBirthDate;
  const mother = history.Madre;
  const entry = all[0];
  const latest = selected.at(-1);
  return {
    birthWeight: exam.EIP_PesoAlNacer,
    birthDate,
    fortyWeeks,
    fortyWeeksDate: fortyWeeks,
    primigestante: mother?.primigestante ?? null,
    mamaSola: mother?.mamaSola ?? null,
    nivelEducativo: mother?.nivelEducativo ?? null,
    edadMadre: motherBirthDate ? completedYears(motherBirthDate, birthDate) : null,
    talla: latest?.AN_Talla ?? null,
    pesoTalla: latest?.pesoTalla ?? null,
    pesoDia: latest?.AN_Peso ?? null,
    already41Weeks: latest?.already41Weeks ?? null,
    perimetroCefalico: latest?.AN_PC ?? null,
    nutricionEntrada: entry?.AN_TipoAlimentacion ?? null,
    oxigenoEntrada: entry?.AN_Oxigeno ?? null,
    date: latest?.AN_timestamp.date ?? null,
  };
}
