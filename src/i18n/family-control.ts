/**
 * Texts of the family control ("Psicología Familiar y Emocional", spec 000 §2 "Evoluciones tab", "Timeline
 * cards", §3 "Family control", §8). The spec's texts are written exactly as it gives them; the ones marked
 * "ours" fill what the spec leaves unnamed (docs/ui-decisions.md "Family control").
 */
export const familyControlText = {
  menuItem: 'Evo. Familiar',
  kindTitle: 'Psicología Familiar y Emocional',
  loading: 'Abriendo el control…', // ours
  // §8 success messages: the family control's own pair (the development control's are capitalised).
  draftSaved: 'Borrador del control guardado',
  saved: 'control guardado correctamente',
  // Field labels (ours).
  hasReferralIn: 'Llega remitido por otro profesional',
  referralArea: 'Área que remite',
  referralUser: 'Profesional que remite',
  referralUserPlaceholder: 'Buscar por nombre', // ours
  referralUserNeedsArea: 'Elija primero el área que remite', // ours
  referralUserNothingFound: 'Sin resultados', // ours
  referralReason: 'Motivo de remisión',
  controlType: 'Tipo de control',
  controlMode: 'Modalidad',
  initialObservation: 'Observación inicial',
  riskFactors: 'Factores de riesgo',
  protectiveFactors: 'Factores protectores',
  primaryDiagnosis: 'Diagnóstico principal',
  otherDiagnoses: 'Otros diagnósticos',
  plan: 'Plan de intervención',
  objectives: 'Objetivos',
  interventionEvolution: 'Evolución de la intervención',
  hasReasonToStop: 'Se suspende la intervención',
  reasonToStop: 'Motivo de suspensión',
  hasReferralOutSpecialist: 'Remite a especialidad',
  referralOutSpecialistArea: 'Especialidades',
  referralOutSpecialistObservation: 'Observación de la remisión a especialidad',
  hasReferralOutInstitution: 'Remite a institución',
  referralOutInstitutionArea: 'Instituciones',
  referralOutInstitutionObservation: 'Observación de la remisión a institución',
  followUp: 'Fecha de seguimiento',
  selectPlaceholder: 'Seleccione', // ours
  catalogueMissing: 'Lista no disponible sin conexión', // ours
} as const;

/** Option labels of the catalogues whose ids the contract fixes (spec 000 §9; server/seed/catalogues.ts). */
export const familyControlOptions = {
  controlType: { 1: 'Evaluación', 2: 'Intervención' },
  controlMode: { 1: 'Individual', 2: 'Familiar', 3: 'Grupal' },
  reasonToStop: { 1: 'Cumplimiento de objetivos', 2: 'La madre no desea continuar' },
} as const;

export const familyCardText = {
  title: 'Psicología Familiar y Emocional',
  referralIn: 'Remitido por', // ours
  noReferralIn: 'Sin remisión', // ours
  referralReason: 'Motivo de remisión',
  control: 'Tipo y modalidad', // ours
  initialObservation: 'Observación inicial',
  riskFactors: 'Factores de riesgo',
  protectiveFactors: 'Factores protectores',
  diagnoses: 'Diagnósticos',
  plan: 'Plan de intervención',
  objectives: 'Objetivos',
  interventionEvolution: 'Evolución de la intervención',
  stopped: (reason: string) => `Intervención suspendida: ${reason}`, // ours
  referralOutSpecialist: 'Remisión a especialidad',
  referralOutInstitution: 'Remisión a institución',
  followUp: 'Fecha de seguimiento',
  unknownUser: 'Profesional no disponible sin conexión', // ours
} as const;
