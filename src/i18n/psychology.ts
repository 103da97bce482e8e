/**
 * Texts of the psychology module (spec 000 §2 "Psychology view", "Evoluciones tab", "Timeline cards",
 * §3 "Development control", §8 success messages). The spec's texts are written exactly as it gives them;
 * the ones marked "ours" fill what the spec leaves unnamed (docs: form.md).
 */
export const evolutionsText = {
  title: 'Evoluciones', // ours (heading of the panel; the spec's tab name)
  options: 'Opciones',
  developmentControl: 'Evo. Desarrollo',
  empty: 'No hay controles disponibles actualmente.',
  loading: 'Cargando controles…', // ours
  listLabel: 'Controles', // ours (accessible name of the list)
  offlineList: 'Sin conexión: se muestran los controles guardados en este dispositivo.', // ours
} as const;

export const developmentControlText = {
  first: 'Primera',
  followUp: 'Seguimiento',
  kindTitle: 'Psicología del Desarrollo',
  save: 'GUARDAR',
  close: 'Cerrar', // ours (accessible name of the X)
  correctedAge: 'Edad corregida', // ours
  chronologicalAge: 'Edad cronológica', // ours
  signer: 'Firma', // ours
  loading: 'Abriendo el control…', // ours
  // §8 success messages.
  draftSaved: 'Borrador de Control guardado',
  saved: 'Control guardado correctamente',
  discarded: 'Se descartaron los cambios en el borrador del Control',
  // Field labels (ours, except "Se remite a terapia").
  graduated: 'Egresado del programa',
  initialObservation: 'Observación inicial',
  primaryDiagnosis: 'Diagnóstico principal',
  otherDiagnoses: 'Otros hallazgos',
  interventionEvolution: 'Evolución de la intervención',
  needsTherapy: 'Se remite a terapia',
  therapies: 'Terapias',
  interventionTypes: 'Tipos de intervención',
  workshops: 'Talleres',
  homeExercises: 'Ejercicios en casa',
  brochures: 'Folletos',
  videos: 'Videos',
  orientation: 'Orientación',
  followUpField: 'Plan de seguimiento',
  yes: 'Sí',
  no: 'No',
  diagnosisPlaceholder: 'Buscar por código o descripción', // ours
  diagnosisNothingFound: 'Sin resultados', // ours
  /** Textarea counter (spec 000 §5 "counter shows 'N restantes' or the total"). */
  remaining: (n: number) => `${n} restantes`,
  total: (n: number, max: number) => `${n} / ${max}`,
  openFailed: 'No se pudo abrir el control en este dispositivo.',
} as const;

export const controlCardText = {
  first: 'Primera visita', // ours (card: "first visit or follow-up")
  followUp: 'Seguimiento',
  graduated: 'Egresado del programa', // ours (graduated banner)
  pending: 'Pendiente de sincronizar', // ours
  // ours: not "sin guardar", which the exam's own 'Guardado hace …' (its autosave) would contradict
  draft: 'Borrador sin terminar',
  unsavedChanges: 'Cambios sin guardar en este dispositivo', // ours
  needsAttention: 'El servidor rechazó el envío', // ours
  conflict: 'Cambiado en otro dispositivo: resuélvalo en Sincronización', // ours
  /** Values that lost a conflict, kept on the device until dismissed (ours). */
  setAside: (count: number) =>
    count === 1
      ? '1 valor reemplazado: véalo en Sincronización'
      : `${count} valores reemplazados: véalos en Sincronización`,
  edit: 'Editar',
  initialObservation: 'Observación inicial',
  primaryDiagnosis: 'Diagnóstico principal',
  otherFindings: 'Otros hallazgos',
  interventionEvolution: 'Evolución de la intervención',
  interventionTypes: 'Tipos de intervención',
  therapies: 'Terapias',
  followUpField: 'Seguimiento',
  none: '—',
} as const;

/** Age display (spec 000 §9 "3s 2d"; months and days beyond). */
export const ageText = {
  weeks: (weeks: number, days: number) => `${weeks}s ${days}d`,
  months: (months: number, days: number) => `${months}m ${days}d`,
  /** A person's age (spec 000 §9 "N años" / "N meses"; one year or month in the singular: ours). */
  years: (years: number) => (years === 1 ? '1 año' : `${years} años`),
  personMonths: (months: number) => (months === 1 ? '1 mes' : `${months} meses`),
} as const;

/** The psychology view's facts in the patient header (spec 000 §2; labels ours). */
export const psychologyHeaderText = {
  correctedAge: 'Edad corregida',
  birthWeight: 'Peso al nacer',
  fortyWeeksDate: 'Fecha 40 semanas',
  gestationalAge: 'Edad gestacional al nacer',
} as const;
