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
import { api } from './client';

/** Every visit's readings. */
export const ALL_VISITS = 'all';

const path = (historyId: string, visitId: string) =>
  `/anthropometry/${encodeURIComponent(historyId)}/${encodeURIComponent(visitId)}`;

export function listAnthropometry(
  historyId: string,
  visitId: string = ALL_VISITS,
  signal?: AbortSignal,
): Promise<AnthropometryReading[]> {
  return api.get(path(historyId, visitId), { schema: anthropometryReadings, signal });
}

export function getAnthropometryLateral(
  historyId: string,
  visitId: string = ALL_VISITS,
  signal?: AbortSignal,
): Promise<AnthropometryLateral> {
  return api.get(`${path(historyId, visitId)}/lateral`, { schema: anthropometryLateral, signal });
}
