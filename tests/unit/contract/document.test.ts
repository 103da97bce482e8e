import { describe, expect, it } from 'vitest';
import { developmentControl, developmentControlLimits } from '../../../src/contract/development-control';
import { homeVisit } from '../../../src/contract/home-visit';

const historyId = '4b1c1f0e-6a3e-4f5e-9d7a-2c8b9e0f1a2b';
const draftId = '0f6f3f53-2b2a-4b55-8a0e-6d3a7c1b9e4d';

describe('readDraft: a stored draft as the document content, tolerantly', () => {
  it('keeps the values of their field type and the keys that are not fields', () => {
    const content = { followUp: 'Control en un mes', therapies: [1, 2], createdAt: '2026-11-02T10:00:00Z' };
    expect(developmentControl.readDraft(content)).toEqual(content);
  });

  it('leaves out a value of another type, so its field starts empty', () => {
    expect(developmentControl.readDraft({ followUp: 3, graduated: 'sí', videos: true })).toEqual({
      videos: true,
    });
  });

  it('keeps a text past its limit: the form shows it with its count and GUARDAR refuses it', () => {
    const long = 'a'.repeat(developmentControlLimits.followUp + 20);
    expect(developmentControl.readDraft({ followUp: long })).toEqual({ followUp: long });
  });

  it('keeps the signer of the draft when it is one, leaves out anything else under its name', () => {
    const signature = { id: draftId, name: 'Ana Pérez', email: 'ana@example.org' };
    expect(developmentControl.readDraft({ signature })).toEqual({ signature });
    expect(developmentControl.readDraft({ signature: 'Ana' })).toEqual({});
  });

  it("keeps a room's editing flag, which the table keeps in the draft", () => {
    const rooms = [{ room: 'Sala', people: 2, beds: 1, observation: '', editing: true }];
    expect(homeVisit.readDraft({ rooms })).toEqual({ rooms });
  });
});

describe('writeOf: a checked body split the way the server stores it', () => {
  it('takes the draft id, the history and the version apart from the fields', () => {
    const body = {
      developmentControlId: draftId,
      historyId,
      version: 3,
      signature: { id: draftId, name: 'Ana', email: 'ana@example.org' },
      followUp: 'Control',
    };
    expect(developmentControl.writeOf(body)).toEqual({
      id: draftId,
      historyId,
      version: 3,
      fields: { followUp: 'Control' },
    });
  });

  it('names no id and no version for a document the server has not seen', () => {
    expect(developmentControl.writeOf({ historyId, developmentControlId: null })).toEqual({
      id: null,
      historyId,
      version: null,
      fields: {},
    });
  });
});
