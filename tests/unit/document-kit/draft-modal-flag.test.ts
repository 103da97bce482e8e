import { describe, expect, it } from 'vitest';
import {
  draftModalName,
  draftModalNames,
  editSourceOf,
  flaggedDraft,
} from '../../../src/document-kit/draft-modal-flag';
import type { DocumentListItem } from '../../../src/offline/document-list';

const item = (over: Partial<DocumentListItem>): DocumentListItem => ({
  key: 'k',
  serverId: null,
  draftKey: null,
  content: {},
  editContent: { a: 1 },
  status: 'committed',
  unsavedChanges: false,
  needsAttention: false,
  conflict: false,
  setAside: 0,
  version: null,
  signature: null,
  at: 0,
  savedAt: null,
  ...over,
});

describe('the open flag of a control modal', () => {
  it('names the kind and the draft', () => {
    expect(draftModalName('development-control', 'd1')).toBe('development-control:d1');
  });

  it('lists only the open flags of its kind', () => {
    const modals = {
      'development-control:d1': true,
      'family-control:f1': true,
      'postpone-bayley': true,
      'development-control:d2': false,
    };
    expect(draftModalNames(modals, 'development-control')).toEqual(['development-control:d1']);
    expect(draftModalNames(modals, 'family-control')).toEqual(['family-control:f1']);
  });

  it('reopens the flagged draft while it is unsaved', () => {
    const draft = item({ key: 'd1', draftKey: 'd1', status: 'draft' });
    const modals = { 'development-control:d1': true };
    expect(flaggedDraft(modals, 'development-control', [item({ key: 's' }), draft])).toBe(draft);
    // A saved document's unsaved changes reopen too.
    const changes = item({ key: 'd1', serverId: 's1', draftKey: 'd1', unsavedChanges: true });
    expect(flaggedDraft(modals, 'development-control', [changes])).toBe(changes);
  });

  it('reopens a saved document the server refused (to be corrected and saved again)', () => {
    const refused = item({ key: 'd1', draftKey: 'd1', status: 'pending', needsAttention: true });
    expect(flaggedDraft({ 'development-control:d1': true }, 'development-control', [refused])).toBe(refused);
  });

  it('ignores a flag whose draft is gone, saved or of another kind', () => {
    const modals = { 'development-control:d1': true };
    expect(flaggedDraft(modals, 'development-control', [])).toBeNull();
    expect(
      flaggedDraft(modals, 'development-control', [item({ key: 'd1', draftKey: 'd1', status: 'pending' })]),
    ).toBeNull();
    expect(
      flaggedDraft(modals, 'family-control', [item({ key: 'd1', draftKey: 'd1', status: 'draft' })]),
    ).toBeNull();
    expect(
      flaggedDraft({ 'development-control:d1': false }, 'development-control', [
        item({ key: 'd1', draftKey: 'd1', status: 'draft' }),
      ]),
    ).toBeNull();
  });

  it('edits the server document when there is one, else the local draft', () => {
    expect(editSourceOf(item({ serverId: 's1', draftKey: 'd1', version: 3 }))).toEqual({
      type: 'server',
      id: 's1',
      content: { a: 1 },
      version: 3,
    });
    expect(editSourceOf(item({ draftKey: 'd1' }))).toEqual({ type: 'draft', key: 'd1' });
  });
});
