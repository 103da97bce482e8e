/**
 * Texts of the Evoluciones timeline's cards and the anthropometry panel (spec 000 §2 "Timeline cards", §3
 * "Anthropometry reading" and its lateral panel, §3 "Document types"). The spec's texts are exactly as it
 * writes them; the ones marked "ours" name what it leaves unnamed (docs/ui-decisions.md "Evoluciones
 * timeline").
 */
export const timelineText = {
  view: 'Ver', // ours (the View button of the exam cards)
  correctedAge: 'Edad corregida', // ours
  chronologicalAge: 'Edad cronológica', // ours
  ageAtExam: 'Edad al examen', // ours
  signedBy: 'Firma', // ours
  none: '—',
  yes: 'Sí',
  no: 'No',
} as const;

/** Card titles: the document types of spec 000 §3 and the anthropometry card's own title (§2). */
export const timelineCardTitle = {
  anthropometry: 'Datos Peso y Talla',
  bayley: 'Bayley',
  griffiths: 'Griffiths',
  'postponed-bayley': 'Bayley Aplazado',
  'postponed-griffiths': 'Griffiths Aplazado',
} as const;

export const anthropometryText = {
  weight: 'Peso', // ours, and the rest of this block
  length: 'Talla',
  headCircumference: 'Perímetro cefálico',
  weightForLength: 'Peso/Talla',
  weightChange: 'Cambio de peso',
  feedingIn: 'Alimentación al llegar',
  feedingOut: 'Alimentación al salir',
  oxygenIn: 'Oxígeno al llegar',
  oxygenOut: 'Oxígeno al salir',
  firstReading: 'Primera medición',
  grams: (n: string) => `${n} g`,
  centimetres: (n: string) => `${n} cm`,
  sd: (n: string) => `${n} D.E.`,
  oxygenOn: (dose: string | null) => (dose ? `Sí, ${dose} L/min` : 'Sí'),
  // Lateral panel.
  panelTitle: 'Peso y talla',
  birthWeight: 'Peso al nacer',
  birthDate: 'Fecha de nacimiento',
  fortyWeeks: 'Fecha 40 semanas',
  firstPregnancy: 'Primigestante',
  singleMother: 'Mamá sola',
  education: 'Nivel educativo',
  motherAge: 'Edad de la madre',
  dayWeight: 'Peso del día',
  already41Weeks: '41 semanas o más',
  entryFeeding: 'Nutrición de entrada',
  entryOxygen: 'Oxígeno de entrada',
  lastReading: 'Última medición',
  noReadings: 'Sin mediciones de peso y talla.',
} as const;

export const examCardText = {
  total: 'Puntaje total', // ours, and the rest of this block
  bands: {
    normal: 'Normal',
    questionable: 'Cuestionable',
    nonOptimal: 'No óptimo',
  },
  noScore: 'Sin puntaje',
  outsideBands: 'Edad fuera de los rangos del baremo',
  equivalentAge: 'Edad equivalente',
  quotient: 'Cociente de desarrollo',
  observedItems: 'Ítems observados',
  /** Spec 000 §8 fallback when no age-equivalent data exists. */
  noAgeData: (points: number) => `no hay datos para ${points} puntos`,
  paramsMissing: 'Los parámetros del examen no están en este dispositivo todavía.',
  score: (score: number, max: number) => `${score} / ${max}`,
  percent: (percent: number) => `${percent} %`,
  motive: 'Motivo',
} as const;
