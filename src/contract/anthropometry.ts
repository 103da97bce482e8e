/**
 * Anthropometry answers (spec 000 §3 "Anthropometry reading", §7 "Anthropometry"): the weight and size
 * readings of a history and the lateral panel beside them. Psychology only shows them (there is no write
 * call), so these are answer shapes; a value the source system did not record is null. Field names keep
 * the source system's spelling (AN_*, Spanish keys) as the spec gives them.
 *
 * A reading is stored as its measured facts (`anthropometryFacts`); the server adds the figures derived
 * from them with the pure rules of src/domain (growth.ts, weight-change.ts, gestation.ts), so the app and
 * the server compute them one way. docs/anthropometry.md explains the choices.
 */
import * as v from 'valibot';
import { id, signature } from './common';

const amount = () => v.nullable(v.number());
const text = () => v.nullable(v.string());
/** Ids of the TiposAlimentacion catalogue (Leche materna exclusiva 1 … Alimentación complementaria 5). */
const feeding = () => v.array(v.pipe(v.number(), v.integer()));

/** Card colours of spec 000 §9, used to tint a weight change. */
export const anthropometryColors = ['default', 'primary', 'success', 'warning', 'danger', 'info'] as const;

/** Oxygen at entry or exit of a visit: on or off, and the flow in L/min when on. */
export const anthropometryOxygen = v.object({ estado: v.boolean(), dosis: amount() });

/** The measured facts of one reading, as the source system (and the demo seed) stores them. */
export const anthropometryFacts = v.object({
  /** The visit the reading belongs to: one UUID per visit, stable across loads. */
  visitId: id(),
  /** Weight in g. */
  AN_Peso: amount(),
  /** Length in cm. */
  AN_Talla: amount(),
  /** Head circumference in cm. */
  AN_PC: amount(),
  /** Feeding when the baby arrives at the visit. */
  AN_TipoAlimentacion: feeding(),
  /** Oxygen when the baby arrives at the visit. */
  AN_Oxigeno: v.nullable(anthropometryOxygen),
  /** Feeding the baby leaves the visit with (the plan until the next visit). */
  tipoAlimentacionSalida: feeding(),
  /** Oxygen the baby leaves the visit with. */
  oxigenoSalida: v.nullable(anthropometryOxygen),
  /** When the reading was taken (ISO instant); its day is the Bogotá calendar day. */
  AN_timestamp: v.object({ date: v.string() }),
});

/** One way of expressing a weight change: the number, its colour and the text to show ("+120 g"). */
export const anthropometryChangeFigure = v.object({
  /** g/kg/day or % to one decimal, or g; null for the first reading (nothing to compare with). */
  result: amount(),
  color: v.picklist(anthropometryColors),
  /** Spanish text: "15,2 g/kg/día", "3,4 %", "+120 g"; null when result is null. */
  value: text(),
});

/** Which figures spec 000 §9 shows: g/kg/day and % ('relative') or the absolute change ('absolute'). */
export const anthropometryChangeDisplays = ['relative', 'absolute'] as const;

/** The change since the previous reading of the history (all three figures, and which to show). */
export const anthropometryWeightChange = v.object({
  display: v.picklist(anthropometryChangeDisplays),
  gKgDia: anthropometryChangeFigure,
  percentage: anthropometryChangeFigure,
  abs: anthropometryChangeFigure,
});

/** GET /v1/anthropometry/{historyId}/{visitId}: one reading, its facts and the derived figures. */
export const anthropometryReading = v.object({
  id: id(),
  historyId: id(),
  ...anthropometryFacts.entries,
  /** Corrected age of 41 weeks or more on the reading's day (spec 000 §4). */
  already41Weeks: v.boolean(),
  /** Weight-for-length z-score (D.E.), WHO 2006, two decimals; null outside 45–110 cm. */
  pesoTalla: amount(),
  /** Change since the previous reading of the history, even when one visit is asked for (§9). */
  cambioPeso: anthropometryWeightChange,
  /** Who took the reading. */
  firma: v.nullable(signature),
});

/** The readings of the visit, or of every visit with "all", oldest first (empty on failure, §8). */
export const anthropometryReadings = v.array(anthropometryReading);

/** GET /v1/anthropometry/{historyId}/{visitId}/lateral. */
export const anthropometryLateral = v.object({
  /** g. */
  birthWeight: amount(),
  /** 'YYYY-MM-DD'. */
  birthDate: v.string(),
  /** The day the baby reaches 40 weeks of corrected age (spec 000 §9); fortyWeeksDate is the same. */
  fortyWeeks: v.string(),
  fortyWeeksDate: v.string(),
  /** First pregnancy, from the history record's `Madre` (src/contract/history.ts); null when unknown. */
  primigestante: v.nullable(v.boolean()),
  /**
   * Mother raising the baby without a partner, from the history's `Madre`; null when unknown. Her marital
   * status is a different fact (a married mother may live alone), so it is never derived from it.
   */
  mamaSola: v.nullable(v.boolean()),
  /** Mother's education, an id of NivelesEducativos, from the history's `Madre`; null when unknown. */
  nivelEducativo: amount(),
  /** Mother's age in whole years on the baby's birth date, from her birth date; null when unknown. */
  edadMadre: amount(),
  /** Length of the latest reading, cm. */
  talla: amount(),
  /** Weight-for-length z-score of the latest reading (D.E.). */
  pesoTalla: amount(),
  /** Weight of the latest reading, g. */
  pesoDia: amount(),
  /** The latest reading is at 41 weeks of corrected age or more (spec 000 §4); null without a reading. */
  already41Weeks: v.nullable(v.boolean()),
  /** Head circumference of the latest reading, cm. */
  perimetroCefalico: amount(),
  /** Feeding at programme entry: the first reading's AN_TipoAlimentacion; null without readings. */
  nutricionEntrada: v.nullable(feeding()),
  /** Oxygen at programme entry: the first reading's AN_Oxigeno. */
  oxigenoEntrada: v.nullable(anthropometryOxygen),
  /** When the latest reading was taken (ISO instant). */
  date: text(),
});

/** A visit id, or "all" for every visit of the history. */
export const anthropometryVisitId = v.pipe(
  v.string('Visita no válida'),
  v.check((value) => value === 'all' || v.UUID_REGEX.test(value), 'Visita no válida'),
);

/** Path parameters of both calls. */
export const anthropometryParams = v.object({ historyId: id(), visitId: anthropometryVisitId });

export type AnthropometryFacts = v.InferOutput<typeof anthropometryFacts>;
export type AnthropometryOxygen = v.InferOutput<typeof anthropometryOxygen>;
export type AnthropometryColor = (typeof anthropometryColors)[number];
export type AnthropometryChangeFigure = v.InferOutput<typeof anthropometryChangeFigure>;
export type AnthropometryChangeDisplay = (typeof anthropometryChangeDisplays)[number];
export type AnthropometryWeightChange = v.InferOutput<typeof anthropometryWeightChange>;
export type AnthropometryReading = v.InferOutput<typeof anthropometryReading>;
export type AnthropometryLateral = v.InferOutput<typeof anthropometryLateral>;
export type AnthropometryParams = v.InferOutput<typeof anthropometryParams>;
