/**
 * Where the embedded pages live (spec 000 §2 "Embedded pages"): iframe/antecedentes/{recordId},
 * iframe/pediatria/{recordId} and iframe/graficas/{historyId}, under the base address of the clinical
 * history system. A build sets it with VITE_HISTORY_FRAMES_URL (README, configuration); the default is a
 * placeholder on the reserved `.example` domain, so nothing real is reached by mistake. The record id and
 * the history id are the same value here: the history record's id (spec 000 §3 "id (or _id)").
 */
const configured = import.meta.env.VITE_HISTORY_FRAMES_URL;

export const HISTORY_FRAMES_URL: string = configured ?? 'https://historia-clinica.canguro.example/';

/** Whether the build names the clinic's history system (else its frames could only show an error). */
export const HISTORY_FRAMES_CONFIGURED = Boolean(configured);

export type FramePage = 'antecedentes' | 'pediatria' | 'graficas';

/** The frame's address for a history, under `base` (a missing final slash is added). */
export function frameUrl(page: FramePage, historyId: string, base: string = HISTORY_FRAMES_URL): string {
  const root = base.endsWith('/') ? base : `${base}/`;
  // A relative base ("/clinica/") is read against the app's own origin.
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(`iframe/${page}/${encodeURIComponent(historyId)}`, new URL(root, origin)).href;
}
