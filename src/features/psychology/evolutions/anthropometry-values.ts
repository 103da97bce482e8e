/**
 * How the anthropometry figures read on the cards and the lateral panel (spec 000 §3 "Anthropometry
 * reading", §9 weight display): units, the Spanish number format, the catalogue names of feeding types,
 * oxygen, and which weight-change figures show (the server's `display`, from src/domain/weight-change.ts).
 */
import type {
  AnthropometryColor,
  AnthropometryOxygen,
  AnthropometryWeightChange,
} from '../../../contract/anthropometry';
import { catalogueName } from '../../../domain/catalogue-name';
import { formatNumber } from '../../../domain/number-format';
import { anthropometryText as t, timelineText } from '../../../i18n/timeline';
import type { CatalogueEntry } from './use-timeline-sources';

export const grams = (g: number | null | undefined) => (g == null ? null : t.grams(formatNumber(g)));
export const centimetres = (cm: number | null | undefined) =>
  cm == null ? null : t.centimetres(formatNumber(cm, 1));
export const standardDeviations = (z: number | null | undefined) =>
  z == null ? null : t.sd(formatNumber(z, 2));

/** Names of catalogue ids, in the catalogue's words ("No definido" for an unknown id, spec 000 §8). */
export function catalogueNames(
  ids: readonly number[] | null | undefined,
  catalogue: readonly CatalogueEntry[],
) {
  if (!ids?.length) return null;
  return ids.map((id) => catalogueName(catalogue, id)).join(', ');
}

export function oxygenText(oxygen: AnthropometryOxygen | null | undefined): string | null {
  if (!oxygen) return null;
  return oxygen.estado
    ? t.oxygenOn(oxygen.dosis == null ? null : formatNumber(oxygen.dosis, 2))
    : timelineText.no;
}

/** Mantine colours of the card colours of spec 000 §9. */
export const mantineColor: Record<AnthropometryColor, string> = {
  default: 'gray',
  primary: 'blue',
  success: 'green',
  warning: 'yellow',
  danger: 'red',
  info: 'cyan',
};

/** The figures spec 000 §9 shows for a change: g/kg/day and % (relative) or the absolute change. */
export function shownChange(change: AnthropometryWeightChange) {
  const figures = change.display === 'absolute' ? [change.abs] : [change.gKgDia, change.percentage];
  return figures.filter((figure) => figure.value !== null);
}
