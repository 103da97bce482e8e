/**
 * Anthropometry answers (spec 000 §3 "Anthropometry reading", §7 "Anthropometry"): the weight and size
 * reading of a visit and the lateral panel beside it. Psychology only shows them, so these are answer
 * shapes, read-only and lenient: a value the source system did not record is null. Field names keep the
 * source system's spelling (AN_*, Spanish keys) as the spec gives them.
 */
import * as v from 'valibot';
import { id, signature } from './common';

const amount = () => v.nullable(v.number());
const text = () => v.nullable(v.string());

/** Card colours of spec 000 §9, used to tint a weight change. */
export const anthropometryColors = ['default', 'primary', 'success', 'warning', 'danger', 'info'] as const;

/** Oxygen at entry or exit: the state as recorded and the dose, if any. */
const oxygen = v.object({ estado: text(), dosis: amount() });

/** One way of expressing the weight change: the number, its colour and the text to show ("+120 g"). */
const weightChange = v.object({
  result: amount(),
  color: v.picklist(anthropometryColors),
  value: text(),
});

export const anthropometryReading = v.object({
  /** Weight in g. */
  AN_Peso: amount(),
  /** Length in cm. */
  AN_Talla: amount(),
  /** Head circumference in cm. */
  AN_PC: amount(),
  AN_TipoAlimentacion: v.array(v.string()),
  AN_Oxigeno: v.nullable(oxygen),
  tipoAlimentacionSalida: v.array(v.string()),
  oxigenoSalida: v.nullable(oxygen),
  /** Weight-for-length z-score (D.E.). */
  pesoTalla: amount(),
  /** g/kg/day and percentage below 41 weeks or under 2500 g, absolute change after (spec 000 §9). */
  cambioPeso: v.object({ gKgDia: weightChange, percentage: weightChange, abs: weightChange }),
  firma: v.nullable(signature),
  AN_timestamp: v.object({ date: v.string() }),
});

/** GET /v1/anthropometry/{historyId}/{visitId}: the readings of the visit (empty on failure, §8). */
export const anthropometryReadings = v.array(anthropometryReading);

/** GET /v1/anthropometry/{historyId}/{visitId}/lateral. */
export const anthropometryLateral = v.object({
  /** g. */
  birthWeight: amount(),
  birthDate: text(),
  /** The date the baby reaches 40 weeks of corrected age (fortyWeeksDate). */
  fortyWeeks: text(),
  primigestante: v.nullable(v.boolean()),
  mamaSola: v.nullable(v.boolean()),
  nivelEducativo: text(),
  /** Mother's age in years. */
  edadMadre: amount(),
  /** cm. */
  talla: amount(),
  /** D.E. */
  pesoTalla: amount(),
  /** g. */
  pesoDia: amount(),
  /** Corrected age of 41 weeks or more (spec 000 §4). */
  already41Weeks: v.boolean(),
  /** cm. */
  perimetroCefalico: amount(),
  nutricionEntrada: text(),
  oxigenoEntrada: text(),
  date: text(),
});

/** Path parameters of both calls. */
export const anthropometryParams = v.object({ historyId: id(), visitId: id() });

export type AnthropometryReading = v.InferOutput<typeof anthropometryReading>;
export type AnthropometryLateral = v.InferOutput<typeof anthropometryLateral>;
export type AnthropometryParams = v.InferOutput<typeof anthropometryParams>;
