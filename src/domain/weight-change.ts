/**
 * Weight change between consecutive readings (spec 000 §3 "cambioPeso": g/kg/day, percentage and absolute
 * change, each with a result, a colour and a text) and the weight display rule of spec 000 §9: below 41
 * weeks of corrected age, or under 2500 g, show g/kg/day and percentage; from 41 weeks with 2500 g or more,
 * show the absolute change with a plus sign. docs/anthropometry.md gives the reasons for the choices below.
 *
 * - g/kg/day is the exponential two-point model of Patel et al. (Pediatrics 2005;116:1466):
 *   1000 × ln(W₂/W₁) / days, which Patel found accurate whatever the interval between the weighings (the
 *   average two-point model drifts over long ones). Readings on the same day have no g/kg/day.
 * - Colours of g/kg/day (and of the percentage, which is the same change over the same span): 15 or more
 *   success, 10 to under 15 warning, under 10 danger. 15 g/kg/day is the usual preterm target, the
 *   intrauterine rate (15–20 g/kg/day reasonable at 23–36 weeks: Fenton et al., J Pediatr 2018;196:77).
 * - Colour of the absolute change: a loss is danger, no gain warning, a gain default. After term the
 *   expected gain falls with age (Fenton et al., BMC Pediatr 2013;13:92: 4–5 g/kg/day by 50 weeks), so a
 *   gain is read on the WHO charts, not judged by one threshold here.
 */
import type {
  AnthropometryChangeDisplay,
  AnthropometryChangeFigure,
  AnthropometryColor,
  AnthropometryWeightChange,
} from '../contract/anthropometry';
import { daysBetween } from './gestation';

/** Spec 000 §9: the absolute change is shown from this weight on (and from 41 weeks). */
export const ABSOLUTE_CHANGE_MIN_WEIGHT_G = 2500;
/** g/kg/day at or above which the gain is on target (success). */
export const GAIN_TARGET_G_KG_DAY = 15;
/** g/kg/day under which the gain is poor (danger); between the two, warning. */
export const GAIN_POOR_G_KG_DAY = 10;

/** Spec 000 §9: which figures a reading shows. A reading without a weight shows the relative ones. */
export function weightChangeDisplay(
  already41Weeks: boolean,
  weightG: number | null,
): AnthropometryChangeDisplay {
  return already41Weeks && weightG !== null && weightG >= ABSOLUTE_CHANGE_MIN_WEIGHT_G
    ? 'absolute'
    : 'relative';
}

/** Growth velocity in g/kg/day between two weights `days` apart (Patel 2005, exponential model). */
export function gramsPerKgPerDay(fromG: number, toG: number, days: number): number | null {
  if (!(fromG > 0) || !(toG > 0) || !(days > 0)) return null;
  return (1000 * Math.log(toG / fromG)) / days;
}

export function gainColor(gKgDay: number | null): AnthropometryColor {
  if (gKgDay === null) return 'default';
  if (gKgDay >= GAIN_TARGET_G_KG_DAY) return 'success';
  return gKgDay >= GAIN_POOR_G_KG_DAY ? 'warning' : 'danger';
}

export function absoluteChangeColor(changeG: number | null): AnthropometryColor {
  if (changeG === null || changeG > 0) return 'default';
  return changeG < 0 ? 'danger' : 'warning';
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const oneDecimal = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const signedGrams = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0, signDisplay: 'exceptZero' });

const figure = (
  result: number | null,
  color: AnthropometryColor,
  text: (n: number) => string,
): AnthropometryChangeFigure => ({ result, color, value: result === null ? null : text(result) });

/** A weight and the Bogotá calendar day it was taken ('YYYY-MM-DD'). */
export interface WeighedDay {
  weightG: number | null;
  day: string;
}

/**
 * The change from `previous` to `current`; with no previous weight (the first reading) every figure is null
 * and default. Results are rounded as shown (one decimal, whole grams) and coloured from the rounded value,
 * so the colour never disagrees with the number on the card.
 */
export function weightChange(
  previous: WeighedDay | null,
  current: WeighedDay,
  already41Weeks: boolean,
): AnthropometryWeightChange {
  const display = weightChangeDisplay(already41Weeks, current.weightG);
  const from = previous?.weightG ?? null;
  const to = current.weightG;
  let gKgDia: number | null = null;
  let percentage: number | null = null;
  let abs: number | null = null;
  if (previous && from !== null && to !== null && from > 0 && to > 0) {
    const rate = gramsPerKgPerDay(from, to, daysBetween(previous.day, current.day));
    gKgDia = rate === null ? null : round1(rate);
    percentage = round1(((to - from) / from) * 100);
    abs = Math.round(to - from);
  }
  return {
    display,
    gKgDia: figure(gKgDia, gainColor(gKgDia), (n) => `${oneDecimal.format(n)} g/kg/día`),
    percentage: figure(percentage, gainColor(gKgDia), (n) => `${oneDecimal.format(n)} %`),
    abs: figure(abs, absoluteChangeColor(abs), (n) => `${signedGrams.format(n)} g`),
  };
}

/**
 * The changes of a history's readings in time order: each against the latest earlier reading that has a
 * weight, so a reading without one does not break the series.
 */
export function weightChanges(
  readings: readonly (WeighedDay & { already41Weeks: boolean })[],
): AnthropometryWeightChange[] {
  let previous: WeighedDay | null = null;
  return readings.map((reading) => {
    const change = weightChange(previous, reading, reading.already41Weeks);
    if (reading.weightG !== null) previous = reading;
    return change;
  });
}
