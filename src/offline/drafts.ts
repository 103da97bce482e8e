/**
 * Drafts: what a form holds for a document, on the device (DESIGN.md write path, step 1).
 *
 * Design:
 * - A form writes its content here at once on every change (the caller throttles to a few hundred ms),
 *   with no network involved: a sleeping tablet, a killed tab or a dead battery loses nothing typed.
 * - A draft is keyed by a local id (src/offline/local-ids.ts) that also names the document in its outbox
 *   entries and in other documents' fields until the server gives it an id. A draft that edits a server
 *   document records that id at once (`serverId`, and in `idMap`), and there is only one draft per server
 *   document, so all of that document's writes are ordered under one key.
 * - The lifecycle (stage, commit, discard) is in ./outbox.ts: it changes the draft and the outbox in one
 *   transaction.
 * - The content is stored sealed (./vault.ts): it is sealed before the transaction that writes it and
 *   opened after the one that reads it (WebCrypto cannot run inside an IndexedDB transaction).
 */
import type { DocumentKind } from '../contract/document';
import {
  namedLocalIds,
  type CanguroDb,
  type DraftContent,
  type DraftRow,
  type DraftSync,
  type StoredDraft,
} from './db';
import { newLocalId } from './local-ids';

/** A stored draft with its content (and its base and conflict, when it has them) opened. */
export async function openStoredDraft(db: CanguroDb, stored: StoredDraft): Promise<DraftRow> {
  const { sealed, sealedBase, sealedSync, localIds: _ids, ...row } = stored;
  const [content, base, sync] = await Promise.all([
    db.vault.open<DraftContent>(sealed),
    sealedBase ? db.vault.open<DraftContent>(sealedBase) : null,
    sealedSync ? db.vault.open<DraftSync>(sealedSync) : null,
  ]);
  return {
    ...row,
    content,
    ...(base && { base }),
    ...(sync && { conflict: sync.conflict, setAside: sync.setAside }),
  };
}

export class DraftNotFoundError extends Error {
  override readonly name = 'DraftNotFoundError';
  constructor(readonly key: string) {
    super(`No draft ${key} on this device`);
  }
}

/** The draft is being discarded (X was pressed): it takes no more changes. */
export class DraftClosedError extends Error {
  override readonly name = 'DraftClosedError';
  constructor(readonly key: string) {
    super(`Draft ${key} is being discarded`);
  }
}

export interface OpenDraftInput {
  kind: DocumentKind;
  historyId: string;
  /** The server document being edited; none for a new document. */
  serverId?: string | null;
  /** Initial content: the form's defaults, or the server document's fields. */
  content?: DraftContent;
  /** The server document's version: with `content`, the base of this device's changes. */
  version?: number | null;
}

/**
 * Starts the draft of a new document, or opens the one draft of a server document (reusing the draft the
 * device already holds for it; a draft whose discard is still queued is taken up again, after the discard).
 */
export async function openDraft(db: CanguroDb, input: OpenDraftInput): Promise<DraftRow> {
  const now = Date.now();
  const serverId = input.serverId ?? null;
  const sealed = await db.vault.seal(input.content ?? {});
  // A server document's content as opened is the base this device's changes start from.
  const base = serverId && input.version != null ? { sealedBase: sealed, baseVersion: input.version } : {};
  const localIds = namedLocalIds(input.content ?? {});
  const stored = await db.transaction('rw', [db.drafts, db.idMap], async (): Promise<StoredDraft> => {
    if (serverId) {
      const existing = await db.drafts.where('serverId').equals(serverId).first();
      if (existing) {
        if (existing.state !== 'discard-pending') return existing;
        const reopened: StoredDraft = {
          ...existing,
          sealed,
          localIds,
          ...base,
          state: 'editing',
          updatedAt: now,
          untouched: true,
        };
        await db.drafts.put(reopened);
        return reopened;
      }
    }
    const draft: StoredDraft = {
      key: newLocalId(),
      kind: input.kind,
      historyId: input.historyId,
      serverId,
      sealed,
      ...base,
      localIds,
      createdAt: now,
      updatedAt: now,
      state: 'editing',
      ...(serverId ? { untouched: true } : {}),
    };
    await db.drafts.add(draft);
    if (serverId) await db.idMap.put({ localId: draft.key, serverId, mappedAt: now });
    return draft;
  });
  return openStoredDraft(db, stored);
}

/**
 * Stores the form's content at once (step 1). Throws for an unknown or discarded draft. With `version`,
 * the content is the server's document of that version, and becomes the draft's base as well; without,
 * it is the user's change, and the draft is no longer untouched.
 */
export async function writeDraft(
  db: CanguroDb,
  key: string,
  content: DraftContent,
  version?: number | null,
): Promise<void> {
  const sealed = await db.vault.seal(content);
  const localIds = namedLocalIds(content);
  await db.transaction('rw', db.drafts, async () => {
    const draft = await db.drafts.get(key);
    if (!draft) throw new DraftNotFoundError(key);
    if (draft.state === 'discard-pending') throw new DraftClosedError(key);
    const base = version != null ? { sealedBase: sealed, baseVersion: version } : {};
    const { untouched, ...rest } = draft;
    // The row read above, put back whole: `update` would read it again (keys, then the row) before its put.
    await db.drafts.put({
      ...rest,
      sealed,
      localIds,
      ...base,
      ...(untouched && version != null ? { untouched } : {}),
      updatedAt: Date.now(),
    });
  });
}

/**
 * Whether a draft holds something the server lacks: not when acknowledged, nor when it was only opened from
 * a server document and left as it was (the open histories' state, a prepared history's removal and the
 * document list's unsaved mark read this).
 */
export const holdsChanges = (draft: Pick<DraftRow, 'state' | 'untouched'>): boolean =>
  draft.state !== 'committed' && !(draft.state === 'editing' && draft.untouched === true);

export async function getDraft(db: CanguroDb, key: string): Promise<DraftRow | undefined> {
  const stored = await db.drafts.get(key);
  return stored && openStoredDraft(db, stored);
}

/** The drafts of a history (of one kind, when given), oldest first, as stored (still sealed). */
export async function storedDraftsOfHistory(
  db: CanguroDb,
  historyId: string,
  kind?: DocumentKind,
): Promise<StoredDraft[]> {
  const rows = kind
    ? await db.drafts.where('[historyId+kind]').equals([historyId, kind]).toArray()
    : await db.drafts.where('historyId').equals(historyId).toArray();
  return rows.sort((a, b) => a.createdAt - b.createdAt);
}

/** The drafts of a history (of one kind, when given), oldest first: what the timeline overlays. */
export async function draftsOfHistory(
  db: CanguroDb,
  historyId: string,
  kind?: DocumentKind,
): Promise<DraftRow[]> {
  const rows = await storedDraftsOfHistory(db, historyId, kind);
  return Promise.all(rows.map((row) => openStoredDraft(db, row)));
}
