/**
 * The overlay rule of src/offline/document-list.ts: what a history's list shows from the server's
 * documents and the device's drafts (pending mark, server document replaced by its local draft, ...).
 */
import { describe, expect, it } from 'vitest';
import type { ListedDocument } from '../../../src/contract/document';
import type { DraftRow } from '../../../src/offline/db';
import { overlayDocuments } from '../../../src/offline/document-list';

const historyId = '0bebef7d-3c29-5453-8e5e-309444b69308';
const idField = 'developmentControlId';
const signature = { name: 'Laura', email: 'psicologia@canguro.demo' };

const serverDoc = (id: string, fields: Record<string, unknown>, extra: Partial<ListedDocument> = {}) =>
  ({
    ...fields,
    id,
    [idField]: id,
    historyId,
    status: 'committed',
    version: 1,
    signature,
    createdAt: '2026-01-10T10:00:00.000Z',
    committedAt: '2026-01-10T10:05:00.000Z',
    draft: null,
    ...extra,
  }) as ListedDocument;

const draft = (
  key: string,
  state: DraftRow['state'],
  content: Record<string, unknown>,
  serverId: string | null = null,
) =>
  ({
    key,
    kind: 'development-control',
    historyId,
    serverId,
    content,
    createdAt: Date.parse('2026-02-01T00:00:00Z'),
    updatedAt: 0,
    state,
  }) as DraftRow;

describe('overlayDocuments', () => {
  it('shows the server documents with their own fields only', () => {
    const [item] = overlayDocuments([serverDoc('s1', { followUp: 'uno' })], [], [], idField);
    expect(item).toMatchObject({
      serverId: 's1',
      status: 'committed',
      content: { followUp: 'uno' },
      signature,
    });
    expect(item!.content).not.toHaveProperty('id');
    expect(item!.content).not.toHaveProperty(idField);
  });

  it('replaces a server document by its local draft after GUARDAR, marked pending', () => {
    const items = overlayDocuments(
      [serverDoc('s1', { followUp: 'viejo' })],
      [draft('k1', 'committed-pending', { followUp: 'nuevo' }, 's1')],
      [{ draftKey: 'k1', state: 'pending' }],
      idField,
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      key: 'k1',
      serverId: 's1',
      status: 'pending',
      content: { followUp: 'nuevo' },
    });
  });

  it('shows a control made offline, pending, after the server documents', () => {
    const items = overlayDocuments(
      [serverDoc('s1', { followUp: 'uno' })],
      [draft('k2', 'committed-pending', { followUp: 'offline' })],
      [{ draftKey: 'k2', state: 'pending' }],
      idField,
    );
    expect(items.map((i) => [i.key, i.status])).toEqual([
      ['s1', 'committed'],
      ['k2', 'pending'],
    ]);
  });

  it('an acknowledged draft gives way to the server document, and stands in while the list is stale', () => {
    const acknowledged = draft('k1', 'committed', { followUp: 'local' }, 's1');
    const fresh = overlayDocuments([serverDoc('s1', { followUp: 'servidor' })], [acknowledged], [], idField);
    expect(fresh).toEqual([
      expect.objectContaining({ status: 'committed', content: { followUp: 'servidor' } }),
    ]);
    const stale = overlayDocuments([], [acknowledged], [], idField);
    expect(stale).toEqual([expect.objectContaining({ status: 'committed', content: { followUp: 'local' } })]);
  });

  it('a committed document being edited shows as committed, with the draft to resume', () => {
    const [item] = overlayDocuments(
      [serverDoc('s1', { followUp: 'guardado' })],
      [draft('k1', 'editing', { followUp: 'a medias' }, 's1')],
      [],
      idField,
    );
    expect(item).toMatchObject({
      status: 'committed',
      unsavedChanges: true,
      content: { followUp: 'guardado' },
      editContent: { followUp: 'a medias' },
    });
  });

  it("a committed document's staged changes on the server are what editing starts from", () => {
    const [item] = overlayDocuments(
      [serverDoc('s1', { followUp: 'guardado', videos: true }, { draft: { followUp: 'en borrador' } })],
      [],
      [],
      idField,
    );
    expect(item!.content).toEqual({ followUp: 'guardado', videos: true });
    expect(item!.editContent).toEqual({ followUp: 'en borrador', videos: true });
  });

  it('X hides an uncommitted draft and keeps a committed document', () => {
    const items = overlayDocuments(
      [serverDoc('s1', { followUp: 'guardado' }), serverDoc('s2', { followUp: 'b' }, { status: 'draft' })],
      [
        draft('k1', 'discard-pending', {}, 's1'),
        draft('k2', 'discard-pending', {}, 's2'),
        draft('k3', 'discard-pending', {}),
      ],
      [],
      idField,
    );
    expect(items.map((i) => i.serverId)).toEqual(['s1']);
    expect(items[0]!.content).toEqual({ followUp: 'guardado' });
  });

  it('never-saved drafts show as drafts, and a refused entry is flagged', () => {
    const items = overlayDocuments(
      [],
      [draft('k1', 'editing', { followUp: 'x' })],
      [{ draftKey: 'k1', state: 'needs-attention' }],
      idField,
    );
    expect(items).toEqual([expect.objectContaining({ status: 'draft', needsAttention: true })]);
  });

  describe('when each was last saved (savedAt)', () => {
    const at = (iso: string) => Date.parse(iso);

    it('a draft that never left the editor: never; staged on this device: at its stage', () => {
      const typed = draft('k1', 'editing', { followUp: 'x' });
      const stagedHere = {
        ...draft('k2', 'editing', { followUp: 'y' }),
        stagedAt: at('2026-02-01T00:30:00Z'),
      };
      const items = overlayDocuments([], [typed, stagedHere], [], idField);
      expect(items.map((i) => [i.key, i.savedAt])).toEqual([
        ['k1', null],
        ['k2', at('2026-02-01T00:30:00Z')],
      ]);
    });

    it("a server document: its last change on the server, or this device's later stage", () => {
      const doc = serverDoc(
        's1',
        { followUp: 'uno' },
        { status: 'draft', updatedAt: '2026-01-10T10:07:00.000Z' },
      );
      expect(overlayDocuments([doc], [], [], idField)[0]!.savedAt).toBe(at('2026-01-10T10:07:00Z'));
      const opened = { ...draft('k1', 'editing', { followUp: 'dos' }, 's1'), untouched: true };
      expect(overlayDocuments([doc], [opened], [], idField)[0]!.savedAt).toBe(at('2026-01-10T10:07:00Z'));
      const stagedLater = { ...opened, untouched: undefined, stagedAt: at('2026-01-10T11:00:00Z') };
      expect(overlayDocuments([doc], [stagedLater], [], idField)[0]!.savedAt).toBe(
        at('2026-01-10T11:00:00Z'),
      );
    });

    it('a draft stored before stage times were kept: saved when it last changed while an entry is queued', () => {
      const old = { ...draft('k1', 'editing', { followUp: 'x' }), updatedAt: at('2026-02-01T00:10:00Z') };
      expect(overlayDocuments([], [old], [{ draftKey: 'k1', state: 'pending' }], idField)[0]!.savedAt).toBe(
        at('2026-02-01T00:10:00Z'),
      );
      expect(overlayDocuments([], [old], [], idField)[0]!.savedAt).toBeNull();
    });
  });
});
