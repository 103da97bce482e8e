/**
 * The state of "Preparar visitas": the histories chosen for the day, and the download's progress
 * (src/offline/visit-preparation.ts does the work). One download at a time; "Actualizar" of a prepared
 * history runs the same download for it alone.
 */
import { useCallback, useState } from 'react';
import {
  failedCalls,
  prepareHistories,
  type HistoryProgress,
  type StoredHistoryName,
} from '../../../offline/visit-preparation';
import { useSessionDb } from '../../../offline/session-db';
import { visitPreparationText as t } from '../../../i18n/prepare-visits';
import { notifyError, notifySuccess } from '../../../ui/notifications/notify';

export interface VisitPreparation {
  selected: StoredHistoryName[];
  add: (history: StoredHistoryName) => void;
  remove: (historyId: string) => void;
  /** The last (or running) download's progress, with the names of its histories. */
  progress: HistoryProgress[] | null;
  names: Readonly<Record<string, string>>;
  running: boolean;
  /** Downloads the given histories (default: the chosen ones). */
  download: (histories?: readonly StoredHistoryName[]) => Promise<void>;
}

export function useVisitPreparation(): VisitPreparation {
  const db = useSessionDb();
  const [selected, setSelected] = useState<StoredHistoryName[]>([]);
  const [progress, setProgress] = useState<HistoryProgress[] | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const [running, setRunning] = useState(false);

  const add = useCallback(
    (history: StoredHistoryName) =>
      setSelected((list) =>
        list.some((h) => h.historyId === history.historyId) ? list : [...list, history],
      ),
    [],
  );
  const remove = useCallback(
    (historyId: string) => setSelected((list) => list.filter((h) => h.historyId !== historyId)),
    [],
  );

  const download = useCallback(
    async (histories?: readonly StoredHistoryName[]) => {
      const chosen = histories ?? selected;
      if (!db || running || chosen.length === 0) return;
      setRunning(true);
      setNames(Object.fromEntries(chosen.map((h) => [h.historyId, h.patientName])));
      try {
        const result = await prepareHistories(
          db,
          chosen.map((h) => h.historyId),
          { onProgress: setProgress },
        );
        if (result.some((history) => failedCalls(history).length > 0)) notifyError(t.downloadedWithFailures);
        else notifySuccess(t.downloaded);
        if (!histories) setSelected([]);
      } catch (error) {
        // The device could not store what arrived (quota, a closed database): say so, keep the choice.
        notifyError(
          `${t.downloadedWithFailures} (${error instanceof Error ? error.message : String(error)})`,
        );
      } finally {
        setRunning(false);
      }
    },
    [db, running, selected],
  );

  return { selected, add, remove, progress, names, running, download };
}
