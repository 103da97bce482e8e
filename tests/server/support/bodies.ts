/**
 * What the server tests share besides the HTTP client: the fixture histories each test file writes to (so
 * that files do not step on each other's documents), the Spanish answers they expect, and one case per
 * clinical document. The valid bodies themselves live in tests/fixtures/bodies.ts, shared with the
 * contract unit tests.
 */
import * as v from 'valibot';
import { expect } from 'vitest';
import type { DocumentContract } from '../../../src/contract/document';
import { bayley } from '../../../src/contract/bayley';
import { developmentControl } from '../../../src/contract/development-control';
import { familyControl } from '../../../src/contract/family-control';
import { griffiths } from '../../../src/contract/griffiths';
import { homeVisit } from '../../../src/contract/home-visit';
import { initialAssessment } from '../../../src/contract/initial-assessment';
import { socialWorkEvolution } from '../../../src/contract/social-work-evolution';
import { validationText as t } from '../../../src/i18n/validation';
import { fixtures } from '../../../server/seed/fixtures';
import { demoUser } from '../../../server/seed/users';
import {
  completeBayley,
  completeDevelopmentControl,
  completeEvolution,
  completeFamilyControl,
  completeGriffiths,
  completeHomeVisit,
  completeInitialAssessment,
  uuid,
} from '../../fixtures/bodies';
import { get, signatureOf, type Session } from './api';

export { fixtures, t, uuid };

/** Site of each fixture: psicologia has sites 1 and 2, trabajosocial 1 and 3. */
export const histories = {
  /** Site 1, both psicologia and trabajosocial. */
  documents: fixtures.underFortyWeeks,
  anthropometry: fixtures.overFortyWeeks,
  report: fixtures.overFortyWeeks,
  rows: fixtures.substituteMother,
  exams: fixtures.exactlyFortyWeeks,
  postponed: fixtures.thirtyNineWeeksSixDays,
  activity: fixtures.termLowBirthWeight,
  /** Site 2: psicologia, not trabajosocial. */
  medellin: fixtures.medellin,
  extremelyPreterm: fixtures.extremelyPreterm,
  /** Site 3: trabajosocial, not psicologia. */
  sanJose: fixtures.sanJose,
  twinA: fixtures.twinA,
  twinB: fixtures.twinB,
};

export const userId = (username: string) => demoUser(username).id;

export const FORBIDDEN = 'No tiene permiso para realizar esta acción';
export const OTHER_SITE = 'La historia clínica no pertenece a sus sedes';
export const UNAUTHENTICATED = 'Sesión no válida o expirada';
/** A write naming an older version than the stored one (409, with currentVersion). */
export const DOCUMENT_CHANGED = 'El documento cambió en el servidor; recargue antes de guardar';
export const RECORD_CHANGED = 'El registro cambió en el servidor; recargue antes de guardar';

type Fields = Record<string, unknown>;

export interface DocumentKindCase {
  kind: string;
  contract: DocumentContract;
  idField: string;
  /** Allowed to write; denied to write. */
  writer: string;
  deniedWriter: string;
  /** A user without the read policy. */
  deniedReader: string;
  /** A site the writer does not have. */
  foreignHistory: string;
  /** The document fields of a complete commit. */
  complete: () => Fields;
  /** A text field a stage may carry, with a value (draft content). */
  stageField: string;
  stageValue: (n: number) => unknown;
  /** A field whose absence a commit refuses, and the message. */
  required: string;
  requiredMessage: string;
}

const psychology = {
  writer: 'psicologia',
  deniedWriter: 'trabajosocial',
  deniedReader: 'secretaria',
  foreignHistory: histories.sanJose.id,
};
const socialWork = {
  writer: 'trabajosocial',
  deniedWriter: 'psicologia',
  deniedReader: 'secretaria',
  foreignHistory: histories.medellin.id,
};

export const documentKinds: DocumentKindCase[] = [
  {
    kind: 'bayley',
    contract: bayley,
    idField: 'bayleyId',
    ...psychology,
    complete: () => completeBayley(),
    stageField: 'patientAgeDays',
    stageValue: (n) => 100 + n,
    required: 'patientAgeDays',
    requiredMessage: t.required,
  },
  {
    kind: 'griffiths',
    contract: griffiths,
    idField: 'griffithsId',
    ...psychology,
    complete: completeGriffiths,
    stageField: 'followUp',
    stageValue: (n) => `Seguimiento ${n}`,
    required: 'patientChronologicalAgeDays',
    requiredMessage: t.required,
  },
  {
    kind: 'development-control',
    contract: developmentControl,
    idField: 'developmentControlId',
    ...psychology,
    complete: completeDevelopmentControl,
    stageField: 'initialObservation',
    stageValue: (n) => `Observación ${n}`,
    required: 'initialObservation',
    requiredMessage: t.required,
  },
  {
    kind: 'family-control',
    contract: familyControl,
    idField: 'familyControlId',
    ...psychology,
    complete: completeFamilyControl,
    stageField: 'plan',
    stageValue: (n) => `Plan ${n}`,
    required: 'plan',
    requiredMessage: t.required,
  },
  {
    kind: 'home-visit',
    contract: homeVisit,
    idField: 'homeVisitId',
    ...socialWork,
    complete: completeHomeVisit,
    stageField: 'observations',
    stageValue: (n) => `Observaciones ${n}`,
    required: 'observations',
    requiredMessage: t.required,
  },
  {
    kind: 'initial-assessment',
    contract: initialAssessment,
    idField: 'initialAssessmentId',
    ...socialWork,
    complete: completeInitialAssessment,
    stageField: 'lifePlan',
    stageValue: (n) => `Proyecto de vida ${n}`,
    required: 'lifePlan',
    requiredMessage: t.required,
  },
  {
    kind: 'social-work-evolution',
    contract: socialWorkEvolution,
    idField: 'socialWorkEvolutionId',
    ...socialWork,
    complete: completeEvolution,
    stageField: 'objective',
    stageValue: (n) => `Objetivo ${n}`,
    required: 'objective',
    requiredMessage: t.required,
  },
];

/** A complete commit body of a development control, with a marker in its initial observation. */
export const developmentControlCommit = (s: Session, historyId: string, marker = uuid()) => ({
  historyId,
  signature: signatureOf(s),
  ...completeDevelopmentControl(),
  initialObservation: `Observación ${marker}`,
});

/** A stage body of a development control with a marker in its initial observation. */
export const developmentControlStage = (historyId: string, marker = uuid()) => ({
  historyId,
  initialObservation: `Observación ${marker}`,
});

/** The development controls of a history whose initial observation carries the marker. */
export const developmentControlsWith = async (s: Session, historyId: string, marker: string) => {
  const res = await get(s, `/development-control/hc/${historyId}`);
  expect(res.status).toBe(200);
  return (res.body as { id: string; initialObservation?: string }[]).filter((d) =>
    d.initialObservation?.includes(marker),
  );
};

/** A schema's issues as 'path: message' lines: empty when an answer or a test body matches the contract. */
export const contractIssues = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? [];

/** Bogotá's calendar day of an instant, 'YYYY-MM-DD'. */
export const bogotaDay = (d: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(d);

export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A matching XSRF cookie and header for a request without session: it then reaches authentication. */
export const anonymousXsrf = { headers: { cookie: 'XSRF-TOKEN=anonymous', 'x-xsrf-token': 'anonymous' } };
