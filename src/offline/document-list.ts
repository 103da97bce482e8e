/**
 * A history's documents of one kind as a screen shows them (DESIGN.md "The read path"): the server's list,
 * stored on the device, with the device's own drafts over it, read through one live query.
 *
 * Design:
 * - `documentListCall` is the server call (src/api/server-query.ts) of the list (drafts included), stored
 *   in `records` under `documents:<kind>:<historyId>`; the query layer runs it when a screen opens, after an
 *   acknowledged write and when the network returns. Offline the stored list stays as it was.
 * - `overlayDocuments` is the one rule of what shows (pure, unit-tested):
 *   - GUARDAR not yet acknowledged (`committed-pending`): the draft's content, marked pending — also for a
 *     document made offline that the server has never seen;
 *   - acknowledged (`committed`): the server's document; the draft's content only while the stored list
 *     is older than the acknowledgement (the document is missing from it);
 *   - a draft being edited (`editing`) of a committed document: the committed document, marked as having
 *     unsaved changes on the device; of a document never committed: shown as an unsaved draft;
 *   - X queued (`discard-pending`): a committed document shows as committed; an uncommitted one is gone;
 *   - a server document with no draft here shows as the server has it.
 * - Documents come oldest first (the server's order: first commit, else creation); local ones by the
 *   time their draft was made.
 */
import { serverKeys, type ServerCall } from '../api/server-query';
import {
  documentEditContent,
  documentFields,
  type DocumentKind,
  type ListedDocument,
} from '../contract/document';
import { laterSave } from '../domain/saved-ago';
import type { CanguroDb, DraftContent, DraftRow, OutboxEntry } from './db';
import { holdsChanges, openStoredDraft, storedDraftsOfHistory } from './drafts';
import { openRecord, putRecord, recordKeys } from './records';
import { useSessionDb } from './session-db';
import { useHeldLiveQuery } from './held-live-query';

export type ListedStatus = 'committed' | 'pending' | 'draft';

export interface DocumentListItem {
  /** Stable React key: the draft's key when there is a draft, else the server id. */
  key: string;
  serverId: string | null;
  draftKey: string | null;
  /** The fields shown. */
  content: DraftContent;
  /** What opening it for editing starts from (a committed document's staged changes included). */
  editContent: DraftContent;
  /** committed: on the server; pending: GUARDAR queued, not acknowledged; draft: never saved. */
  status: ListedStatus;
  /** A committed document with changes on the device that were neither saved nor discarded. */
  unsavedChanges: boolean;
  /** An entry of this document was refused by the server (docs/offline.md "needs attention"). */
  needsAttention: boolean;
  /** A write of this document met a newer version on the server and waits for the user's choice. */
  conflict: boolean;
  /** Values that lost a conflict, kept on the device until dismissed. */
  setAside: number;
  /** The server's version of the document as listed (null: not on the server, or not said). */
  version: number | null;
  signature: { name: string; email: string } | null;
  /** Time (ms) it sorts by. */
  at: number;
  /**
   * When it was last saved, as far as this device knows (ms): the later of the server's last change and
   * this device's last stage or commit; null for a draft that never left the device's editor.
   */
  savedAt: number | null;
}

const timeOf = (doc: ListedDocument): number => Date.parse(doc.committedAt ?? doc.createdAt ?? '') || 0;

/**
 * `savedAt` of a listed item. A draft stored before `stagedAt` was kept counts as saved when it last
 * changed if an entry of it is still queued.
 */
function savedTimeOf(
  doc: ListedDocument | null,
  draft: DraftRow | undefined,
  queued: ReadonlySet<string>,
): number | null {
  const server = doc ? Date.parse(doc.updatedAt ?? doc.committedAt ?? doc.createdAt ?? '') || null : null;
  const device = draft ? (draft.stagedAt ?? (queued.has(draft.key) ? draft.updatedAt : null)) : null;
  return laterSave(server, device);
}

export function overlayDocuments(
  serverDocs: readonly ListedDocument[],
  drafts: readonly DraftRow[],
  entries: readonly Pick<OutboxEntry, 'draftKey' | 'state'>[],
  idField: string,
): DocumentListItem[] {
  const refused = new Set(entries.filter((e) => e.state === 'needs-attention').map((e) => e.draftKey));
  const conflicted = new Set(entries.filter((e) => e.state === 'conflict').map((e) => e.draftKey));
  const queued = new Set(entries.map((e) => e.draftKey));
  const draftOf = new Map(drafts.filter((d) => d.serverId).map((d) => [d.serverId!, d]));
  const items: DocumentListItem[] = [];

  for (const doc of serverDocs) {
    const draft = draftOf.get(doc.id);
    const fields = documentFields(doc, idField);
    const base: DocumentListItem = {
      key: draft?.key ?? doc.id,
      serverId: doc.id,
      draftKey: draft?.key ?? null,
      content: fields,
      editContent: documentEditContent(doc, idField),
      status: doc.status === 'committed' ? 'committed' : 'draft',
      unsavedChanges: false,
      needsAttention: draft ? refused.has(draft.key) : false,
      conflict: draft ? conflicted.has(draft.key) : false,
      setAside: draft?.setAside?.length ?? 0,
      version: doc.version ?? null,
      signature: doc.signature ?? null,
      at: timeOf(doc),
      savedAt: savedTimeOf(doc, draft, queued),
    };
    if (!draft || draft.state === 'committed') {
      items.push(base);
    } else if (draft.state === 'committed-pending') {
      items.push({ ...base, content: draft.content, editContent: draft.content, status: 'pending' });
    } else if (draft.state === 'editing') {
      items.push(
        doc.status === 'committed'
          ? { ...base, editContent: draft.content, unsavedChanges: holdsChanges(draft) }
          : { ...base, content: draft.content, editContent: draft.content },
      );
    } else if (doc.status === 'committed') {
      items.push(base); // discard-pending of a committed document: only the changes go
    }
  }

  const listed = new Set(serverDocs.map((doc) => doc.id));
  for (const draft of drafts) {
    if (draft.serverId && listed.has(draft.serverId)) continue;
    if (draft.state === 'discard-pending') continue;
    items.push({
      key: draft.key,
      serverId: draft.serverId,
      draftKey: draft.key,
      content: draft.content,
      editContent: draft.content,
      status:
        draft.state === 'committed-pending' ? 'pending' : draft.state === 'committed' ? 'committed' : 'draft',
      unsavedChanges: false,
      needsAttention: refused.has(draft.key),
      conflict: conflicted.has(draft.key),
      setAside: draft.setAside?.length ?? 0,
      version: null,
      signature: null,
      at: draft.createdAt,
      savedAt: savedTimeOf(null, draft, queued),
    });
  }
  return items.sort((a, b) => a.at - b.at);
}

/** Stores the server's list of a history's documents of a kind on the device. */
export async function storeDocumentList(
  db: CanguroDb,
  kind: DocumentKind,
  historyId: string,
  docs: readonly ListedDocument[],
): Promise<void> {
  await putRecord(db, recordKeys.documents(kind, historyId), historyId, docs);
}

/**
 * The server call of a history's documents of a kind, stored on the device: one key per kind and history,
 * so every screen that lists them shares one request.
 */
export function documentListCall(
  db: CanguroDb | null,
  kind: DocumentKind,
  historyId: string,
  fetchList: (historyId: string) => Promise<ListedDocument[]>,
): ServerCall<ListedDocument[]> {
  return {
    key: serverKeys.ofHistory(historyId, 'documents', kind),
    what: `${kind} list`,
    load: () => fetchList(historyId),
    store: async (docs) => {
      if (db) await storeDocumentList(db, kind, historyId, docs);
    },
  };
}

export interface DocumentListView {
  /** False while the device holds no list from the server for this history. */
  fetched: boolean;
  items: DocumentListItem[];
}

/** The overlaid list, live: undefined while the database opens or the first query runs. */
export function useDocumentList(
  kind: DocumentKind,
  historyId: string,
  idField: string,
): DocumentListView | undefined {
  const db = useSessionDb();
  // Held behind a full-screen editor: its draft writes would open the list again on every keystroke.
  return useHeldLiveQuery(async () => {
    if (!db) return undefined;
    const [record, stored] = await Promise.all([
      db.records.get(recordKeys.documents(kind, historyId)),
      storedDraftsOfHistory(db, historyId, kind),
    ]);
    const keys = stored.map((d) => d.key);
    const entries = keys.length ? await db.outbox.where('draftKey').anyOf(keys).toArray() : [];
    // Opened after every read, so the live query observes them all (WebCrypto is not IndexedDB).
    const [docs, drafts] = await Promise.all([
      record ? openRecord<ListedDocument[]>(db, record).then((r) => r.data) : [],
      Promise.all(stored.map((row) => openStoredDraft(db, row))),
    ]);
    return { fetched: Boolean(record), items: overlayDocuments(docs, drafts, entries, idField) };
  }, [db, kind, historyId, idField]);
}
