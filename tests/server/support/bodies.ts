/**
 * Valid request bodies for the server tests, one builder per clinical document, and the fixture
 * histories each test file writes to (so that files do not step on each other's documents).
 */
import { randomUUID } from 'node:crypto';
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
import { signatureOf, type Session } from './api';

export { fixtures, t };

export const uuid = () => randomUUID();

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

const room = { room: 'Habitación principal', people: 3, beds: 2, observation: 'Buena ventilación' };
const services = {
  waterService: true,
  sewageService: true,
  phoneService: true,
  internetService: false,
  internetServiceComment: 'No tienen plan de datos',
  electricityService: true,
  gasService: true,
  wasteCollection: true,
};

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

const bayleyObservations = {
  caretaker: [1, 2],
  otherCaretaker: '',
  companion: [1],
  otherCompanion: '',
  whereDoTheySleep: 2,
  whoDoTheyLookForComfort: 1,
  canCaretakerComfortChild: 1,
};

export const documentKinds: DocumentKindCase[] = [
  {
    kind: 'bayley',
    contract: bayley,
    idField: 'bayleyId',
    ...psychology,
    complete: () => ({
      patientAgeDays: 180,
      testResults: [
        { uuid: uuid(), score: 3 },
        { uuid: uuid(), score: 4 },
      ],
      observations: bayleyObservations,
    }),
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
    complete: () => ({
      patientChronologicalAgeDays: 300,
      testResults: [
        { uuid: uuid(), section: 1, isObserved: true },
        { uuid: uuid(), section: 3, isObserved: false },
      ],
      followUp: 'Repetir en tres meses.',
    }),
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
    complete: () => ({
      date: new Date().toISOString(),
      index: 0,
      graduated: false,
      initialObservation: 'Bebé alerta, buen contacto visual.',
      primaryDiagnosis: 'F82X',
      otherDiagnoses: ['P073'],
      interventionEvolution: 'Responde a la estimulación.',
      needsTherapy: true,
      therapies: [1, 3],
      workshops: true,
      homeExercises: true,
      brochures: false,
      videos: false,
      orientation: true,
      followUp: 'Control en un mes.',
    }),
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
    complete: () => ({
      hasReferralIn: false,
      referralIn: null,
      controlType: [1, 2],
      controlMode: 2,
      initialObservation: 'Madre ansiosa durante la consulta.',
      riskFactors: 'Madre sola, primigestante.',
      protectiveFactors: 'Abuela presente.',
      primaryDiagnosis: 'Z634',
      otherDiagnoses: [],
      plan: 'Acompañamiento semanal.',
      objectives: 'Reducir la ansiedad materna.',
      interventionEvolution: 'Mejor vínculo con el bebé.',
      hasReasonToStop: false,
      reasonToStop: null,
      hasReferralOutSpecialist: false,
      referralOutSpecialist: null,
      hasReferralOutInstitution: false,
      referralOutInstitution: null,
      followUp: 'En quince días.',
    }),
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
    complete: () => ({
      signedConsent: true,
      objective: 'Identificar factores de riesgo en el hogar',
      housingType: 2,
      ownership: 1,
      residentialStratum: 2,
      cleanliness: 1,
      lighting: 1,
      ventilation: 2,
      accessRoutes: 1,
      whoSleepsWithBaby: 'La madre',
      rooms: [room],
      livingRooms: 1,
      diningRooms: 1,
      bathrooms: 1,
      clothingYards: 0,
      ...services,
      pets: false,
      smokers: false,
      knowsPMC: true,
      knowsPMCComment: 'Conoce el programa',
      knowsWhatPMCsFor: true,
      knowsWhatPMCsForComment: 'Sabe para qué sirve',
      kangarooPosition: true,
      kangarooPositionComment: 'Realiza la posición',
      bottlePacifier: false,
      bottlePacifierComment: 'No usa chupo',
      whoIsWithBaby: 'La abuela',
      knowsColor: 'Sí, rosado',
      knowsAlarmSigns: 'Fiebre, coloración azul',
      emergencyProcedure: 'Ir a urgencias',
      knowsServiceNetwork: 'Conoce la red',
      consultedDoctor: false,
      parentsTalk: true,
      motherResponds: true,
      mentalIllness: false,
      motherNamesStuff: true,
      adequateStimulation: false,
      books: false,
      observations: 'Visita sin novedad',
    }),
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
    complete: () => ({
      populationType: [1, 3],
      familyTypology: 2,
      workingMembers: 2,
      familyIncome: 1,
      rent: 300000,
      food: 400000,
      transport: 100000,
      education: 0,
      services: 120000,
      otherExpenses: 0,
      housingType: 1,
      ownership: 2,
      residentialStratum: 2,
      accessRoutes: 1,
      sisbenGroup: 1,
      sisbenSubgroup: 'A3',
      cleanliness: 1,
      lighting: 1,
      ventilation: 1,
      livingRooms: 1,
      diningRooms: 1,
      bathrooms: 1,
      clothingYards: 1,
      rooms: [room],
      ...services,
      pets: false,
      familyPlanning: 3,
      supportNetwork: 'Abuela materna',
      relationWithHusbandAndFamily: 'Buena',
      fatherHelp: true,
      lifePlan: 'Terminar el bachillerato',
      motherSPA: false,
      fatherSPA: false,
      motherAlcohol: false,
      fatherAlcohol: false,
      motherICBF: false,
      fatherICBF: false,
      motherViolence: false,
      fatherViolence: false,
      parentThoughtsAboutBaby: 'Están felices',
      motherAbortion: false,
      fatherAbortion: false,
      motherAdoption: false,
      fatherAdoption: false,
      managementPlan: 'Seguimiento mensual',
      professionalOpinion: 2,
      protectiveFactors: 'Red de apoyo familiar',
      homeVisitCandidate: false,
    }),
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
    complete: () => ({
      objective: 'Acompañar a la familia',
      socialDiagnosis: 'Familia con red de apoyo',
      managementPlan: 'Visita en un mes',
      hasReferralOutSpecialist: false,
    }),
    stageField: 'objective',
    stageValue: (n) => `Objetivo ${n}`,
    required: 'objective',
    requiredMessage: t.required,
  },
];

export const documentKind = (kind: string) => documentKinds.find((k) => k.kind === kind)!;

/** A complete commit body of a development control, with a marker in its initial observation. */
export const developmentControlCommit = (s: Session, historyId: string, marker = uuid()) => ({
  historyId,
  signature: signatureOf(s),
  ...documentKind('development-control').complete(),
  initialObservation: `Observación ${marker}`,
});

/** A stage body of a development control with a marker in its initial observation. */
export const developmentControlStage = (historyId: string, marker = uuid()) => ({
  historyId,
  initialObservation: `Observación ${marker}`,
});

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
