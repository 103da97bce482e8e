/**
 * Valid social-work bodies and a helper that reads a schema's issues as { 'dot.path': [messages] }, so
 * each test states the field and the exact Spanish message it expects.
 */
import * as v from 'valibot';

export const historyId = '7b0e3c1e-2f4a-4d8b-9c61-0a7f5d2e9b11';
export const documentId = '3c9d7a52-61b4-4e0f-8a2d-5f1e6b7c8d90';
export const signature = {
  id: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9',
  name: 'Laura Gómez',
  email: 'laura.gomez@example.org',
};

export function issuesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    (byPath[path] ??= []).push(issue.message);
  }
  return byPath;
}

export const room = { room: 'Habitación principal', people: 3, beds: 2, observation: 'Buena ventilación' };

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

/** A home visit with consent, complete, every conditional answered so that it needs nothing more. */
export const consentedVisit = {
  homeVisitId: documentId,
  historyId,
  signature,
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
};

/** A complete initial assessment. */
export const completeAssessment = {
  initialAssessmentId: documentId,
  historyId,
  signature,
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
};

/** A complete evolution without referral. */
export const completeEvolution = {
  socialWorkEvolutionId: documentId,
  historyId,
  signature,
  objective: 'Acompañar a la familia',
  socialDiagnosis: 'Familia con red de apoyo',
  managementPlan: 'Visita en un mes',
  hasReferralOutSpecialist: false,
};

export const text = (length: number) => 'a'.repeat(length);
