/**
 * The registry's types reach every place that handles a document or a row (src/contract/registry.ts).
 * Each `@ts-expect-error` below names a field its document or row lacks: were the type to stop flowing
 * (an editor, a field list, a column list or a server route falling back to plain records), the line would
 * compile, the directive would be unused, and `tsc -p tsconfig.json` would fail. The line before each names
 * the real field and must compile, so an error of another kind cannot satisfy the directive. The functions
 * are never called; the test run checks that the registry covers every kind.
 */
import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import type { DocumentContract, DocumentKind, DraftOf, FieldPath } from '../../../src/contract/document';
import { documentKinds } from '../../../src/contract/document';
import { documentRegistry, rowRegistry } from '../../../src/contract/registry';
import type { RowField } from '../../../src/contract/row-resource';
import type { useDocumentEditor } from '../../../src/document-kit/document-editor';
import type { ServerRowColumns } from '../../../src/document-kit/server-row-table';
import type {
  evolutionDocument,
  homeVisitDocument,
  initialAssessmentDocument,
} from '../../../src/features/social-work/editors/documents';
import type { SocialWorkDocument } from '../../../src/features/social-work/editors/social-work-editor';
import type { RowColumn } from '../../../src/ui/row-table/editable-row-table';
import { documentWriteInput } from '../../../server/routes/documents';
import { rowChanges, type RowRouteOptions } from '../../../server/routes/rows';
import type { AppEnv } from '../../../server/http/env';

/** What `useDocumentEditor` gives for a document of the registry. */
type EditorOf<K extends DocumentKind> =
  (typeof documentRegistry)[K] extends DocumentContract<DocumentKind, infer F, v.ObjectEntries, string>
    ? ReturnType<typeof useDocumentEditor<F>>
    : never;
type User = AppEnv['Variables']['user'];
type NamesOf<D> = D extends SocialWorkDocument<infer N> ? N : never;
const noErrors = () => undefined;

/** Editor, field list (where the document has one) and server route of each document. */
export function documents(body: Record<string, unknown>, user: User) {
  const bayley = null as unknown as EditorOf<'bayley'>;
  bayley.submit({ testResults: [] }, noErrors);
  void documentWriteInput(documentRegistry.bayley, body, user).fields.testResults;
  // @ts-expect-error: the Bayley has testResults
  bayley.submit({ testResult: [] }, noErrors);
  // @ts-expect-error: the server route reads the same fields
  void documentWriteInput(documentRegistry.bayley, body, user).fields.testResult;

  const griffiths = null as unknown as EditorOf<'griffiths'>;
  griffiths.submit({ testResults: [] }, noErrors);
  void documentWriteInput(documentRegistry.griffiths, body, user).fields.testResults;
  // @ts-expect-error: the Griffiths has testResults
  griffiths.submit({ testResult: [] }, noErrors);
  // @ts-expect-error: the server route reads the same fields
  void documentWriteInput(documentRegistry.griffiths, body, user).fields.testResult;

  const control = null as unknown as EditorOf<'development-control'>;
  control.submit({ followUp: '' }, noErrors);
  void documentWriteInput(documentRegistry['development-control'], body, user).fields.followUp;
  // @ts-expect-error: the development control has followUp
  control.submit({ folowUp: '' }, noErrors);
  // @ts-expect-error: the server route reads the same fields
  void documentWriteInput(documentRegistry['development-control'], body, user).fields.folowUp;

  const family = null as unknown as EditorOf<'family-control'>;
  family.submit({ riskFactors: '' }, noErrors);
  void documentWriteInput(documentRegistry['family-control'], body, user).fields.riskFactors;
  // @ts-expect-error: the family control has riskFactors
  family.submit({ riskFactor: '' }, noErrors);
  // @ts-expect-error: the server route reads the same fields
  void documentWriteInput(documentRegistry['family-control'], body, user).fields.riskFactor;

  const visit = null as unknown as EditorOf<'home-visit'>;
  visit.submit({ signedConsent: true }, noErrors);
  void documentWriteInput(documentRegistry['home-visit'], body, user).fields.signedConsent;
  // @ts-expect-error: the home visit has signedConsent
  visit.submit({ signedConsnt: true }, noErrors);
  const visitFieldOk: NamesOf<typeof homeVisitDocument> = 'signedConsent';
  // @ts-expect-error: its field list names its fields only
  const visitField: NamesOf<typeof homeVisitDocument> = 'signedConsnt';
  // @ts-expect-error: the server route reads the same fields
  void documentWriteInput(documentRegistry['home-visit'], body, user).fields.signedConsnt;

  const assessment = null as unknown as EditorOf<'initial-assessment'>;
  assessment.submit({ familyIncome: 1 }, noErrors);
  void documentWriteInput(documentRegistry['initial-assessment'], body, user).fields.familyIncome;
  // @ts-expect-error: the initial assessment has familyIncome
  assessment.submit({ familyIncom: 1 }, noErrors);
  const assessmentFieldOk: NamesOf<typeof initialAssessmentDocument> = 'familyIncome';
  // @ts-expect-error: its field list names its fields only
  const assessmentField: NamesOf<typeof initialAssessmentDocument> = 'familyIncom';
  // @ts-expect-error: the server route reads the same fields
  void documentWriteInput(documentRegistry['initial-assessment'], body, user).fields.familyIncom;

  const evolution = null as unknown as EditorOf<'social-work-evolution'>;
  evolution.submit({ managementPlan: '' }, noErrors);
  void documentWriteInput(documentRegistry['social-work-evolution'], body, user).fields.managementPlan;
  // @ts-expect-error: the evolution has managementPlan
  evolution.submit({ managementPlna: '' }, noErrors);
  const evolutionFieldOk: NamesOf<typeof evolutionDocument> = 'referralOutSpecialist.observation';
  // @ts-expect-error: its field list names its fields, and the keys of its referral, only
  const evolutionField: NamesOf<typeof evolutionDocument> = 'referralOutSpecialist.observaton';
  // @ts-expect-error: the server route reads the same fields
  void documentWriteInput(documentRegistry['social-work-evolution'], body, user).fields.managementPlna;

  const path: FieldPath<DraftOf<(typeof documentRegistry)['home-visit']>> = 'signedConsent';
  return [
    visitField,
    assessmentField,
    evolutionField,
    visitFieldOk,
    assessmentFieldOk,
    evolutionFieldOk,
    path,
  ];
}

/** Table columns and server route of each row resource. */
export function rows(body: Record<string, unknown>) {
  const members: ServerRowColumns<'family-composition'> = [
    { kind: 'text', key: 'occupation', label: '' },
    // @ts-expect-error: a member has occupation
    { kind: 'text', key: 'ocupation', label: '' },
  ];
  void rowChanges(rowRegistry['family-composition'], body).occupation;
  // @ts-expect-error: the server route stores the same fields
  void rowChanges(rowRegistry['family-composition'], body).ocupation;

  const reports: ServerRowColumns<'external-network-report'> = [
    { kind: 'text', key: 'filingNumber', label: '' },
    // @ts-expect-error: a report has filingNumber
    { kind: 'text', key: 'filingNumbr', label: '' },
  ];
  type ReportRoutes = RowRouteOptions<(typeof rowRegistry)['external-network-report']>;
  const reportOk: ReportRoutes = { sortBy: 'filingDate' };
  // @ts-expect-error: the server route sorts by a field of the row
  const reportOptions: ReportRoutes = { sortBy: 'filingDat' };

  const subsidies: ServerRowColumns<'subsidy'> = [
    { kind: 'select', key: 'type', label: '', options: [] },
    // @ts-expect-error: a subsidy has type
    { kind: 'select', key: 'typ', label: '', options: [] },
  ];
  void rowChanges(rowRegistry.subsidy, body).type;
  // @ts-expect-error: the server route stores the same fields
  void rowChanges(rowRegistry.subsidy, body).typ;

  const risks: ServerRowColumns<'psychosocial-risk'> = [
    { kind: 'text', key: 'action', label: '' },
    // @ts-expect-error: a risk has action
    { kind: 'text', key: 'acton', label: '' },
  ];
  const riskOk: RowRouteOptions<(typeof rowRegistry)['psychosocial-risk']> = { sortBy: 'assessmentDate' };
  // @ts-expect-error: the server route sorts by a field of the row
  const riskOptions: RowRouteOptions<(typeof rowRegistry)['psychosocial-risk']> = { sortBy: 'assessmentDat' };

  const activities: RowColumn<RowField<(typeof rowRegistry)['social-work-activity']>>[] = [
    { kind: 'yesNo', key: 'completed', label: '' },
    // @ts-expect-error: an activity has completed
    { kind: 'yesNo', key: 'complete', label: '' },
  ];
  void rowChanges(rowRegistry['social-work-activity'], body).completed;
  // @ts-expect-error: the server route stores the same fields
  void rowChanges(rowRegistry['social-work-activity'], body).complete;

  return [members, reports, reportOk, reportOptions, subsidies, risks, riskOk, riskOptions, activities];
}

describe('the registry', () => {
  it('holds every document kind, each under its own kind', () => {
    expect(Object.keys(documentRegistry).sort()).toEqual([...documentKinds].sort());
    for (const [kind, contract] of Object.entries(documentRegistry)) expect(contract.kind).toBe(kind);
  });

  it('holds the five row resources, each at its own path', () => {
    expect(Object.keys(rowRegistry).sort()).toEqual([
      'external-network-report',
      'family-composition',
      'psychosocial-risk',
      'social-work-activity',
      'subsidy',
    ]);
    for (const [name, resource] of Object.entries(rowRegistry)) {
      expect(resource.name).toBe(name);
      expect(resource.createPath('h')).toBe(`/${name}/hc/h`);
    }
    expect(rowRegistry.subsidy.rowPath('r', 'h')).toBe('/subsidy/r/hc/h');
    expect(rowRegistry['family-composition'].rowPath('r', 'h')).toBe('/family-composition/hc/h/r');
    expect(rowRegistry['psychosocial-risk'].rowPath('r', 'h')).toBe('/psychosocial-risk/r');
  });
});
