/**
 * A history's documents of one kind straight from the server, for the read-only view (spec 000 §2
 * "Read-only view"): an embedded view has no signed-in user, hence no device store (src/offline/
 * session-db.ts), and what an embedding system shows is what the server holds, never a device's drafts.
 * Same shape as the device's list (`useDocumentList`), so the timeline renders either.
 */
import { useEffect, useState } from 'react';
import type { DocumentKind, ListedDocument } from '../../../contract/document';
import { overlayDocuments, type DocumentListView } from '../../../offline/document-list';

export type ServerListFetcher = (historyId: string, signal?: AbortSignal) => Promise<ListedDocument[]>;

interface Loaded {
  key: string;
  view: DocumentListView;
}

/** The server's list while `enabled` (undefined while it loads, and when disabled). */
export function useServerDocumentList(
  kind: DocumentKind,
  historyId: string,
  idField: string,
  fetcher: ServerListFetcher,
  enabled: boolean,
): DocumentListView | undefined {
  const key = `${kind}:${historyId}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetcher(historyId, controller.signal).then(
      (docs) => {
        // Committed documents only: a draft is its author's unfinished work.
        const committed = docs.filter((doc) => doc.status === 'committed');
        setLoaded({ key, view: { fetched: true, items: overlayDocuments(committed, [], [], idField) } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`The ${kind} list could not be loaded`, error);
        setLoaded({ key, view: { fetched: true, items: [] } });
      },
    );
    return () => controller.abort();
  }, [enabled, fetcher, historyId, idField, kind, key]);

  return enabled && loaded?.key === key ? loaded.view : undefined;
}
