/**
 * Connects the read path (DESIGN.md "The read path") to the API layer, which cannot import src/offline
 * itself (eslint.config.js): the open-histories store loads records through the device's cache, so a
 * history opened here is stored on the device and opens again, and is restored after a reload, without
 * network (src/offline/history-cache.ts). The patient search reaches the device on its own
 * (src/offline/history-search.ts, imported by the feature).
 */
import { setHistoryLoader } from '../api/open-histories';
import { loadHistory } from '../offline/history-cache';

/** Call once at start. */
export function connectReadPath(): void {
  setHistoryLoader(loadHistory);
}
