import { describe, expect, it } from 'vitest';
import * as psychology from '../../../src/contract/psychology';

describe('psychology contract barrel', () => {
  it('lists the four documents with their draft ids', () => {
    expect(psychology.psychologyDocuments.map((doc) => [doc.kind, doc.idField])).toEqual([
      ['bayley', 'bayleyId'],
      ['griffiths', 'griffithsId'],
      ['development-control', 'developmentControlId'],
      ['family-control', 'familyControlId'],
    ]);
  });

  it('exports the call schemas the server mounts', () => {
    for (const name of [
      'bayleyCreateBody',
      'bayleyUpdateBody',
      'bayleyNewQuery',
      'bayleyHistoryQuery',
      'bayleyParams',
      'griffithsCreateBody',
      'griffithsUpdateBody',
      'griffithsNewQuery',
      'griffithsHistoryQuery',
      'griffithsParams',
      'postponedCreateBody',
      'postponedQuery',
      'anthropometryReadings',
      'anthropometryLateral',
    ] as const) {
      expect(psychology[name], name).toBeDefined();
    }
  });
});
