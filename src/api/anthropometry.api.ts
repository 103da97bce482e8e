/**
 * Anthropometry of a history (spec 000 §7 "Anthropometry"): the weight and size readings of a visit, or of
 * every visit with `all`, and the lateral panel. Read-only: the readings come from the weight-and-size
 * service. The spec's "Anthropometry failure: logged, empty list" (§8) is the caller's fallback: these
 * throw, so the timeline can keep what the device stored rather than replace it with nothing.
 */
import {
  anthropometryLateral,
  anthropometryReadings,
  type AnthropometryLateral,
  type AnthropometryReading,
} from '../contract/anthropometry';
import { apiRead, checkedBy, type ApiRead } from './api-read';

/** Every visit's readings. */
export const ALL_VISITS = 'all';

const path = (historyId: string, visitId: string) =>
  `/anthropometry/${encodeURIComponent(historyId)}/${encodeURIComponent(visitId)}`;

export const anthropometryRead = (
  historyId: string,
  visitId: string = ALL_VISITS,
): ApiRead<AnthropometryReading[]> => apiRead(path(historyId, visitId), checkedBy(anthropometryReadings));

export const anthropometryLateralRead = (
  historyId: string,
  visitId: string = ALL_VISITS,
): ApiRead<AnthropometryLateral> =>
  apiRead(`${path(historyId, visitId)}/lateral`, checkedBy(anthropometryLateral));
