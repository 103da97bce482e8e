/**
 * Texts of the psychology view's frame (spec 000 §2 "Psychology view", "Embedded pages", "Bayley tab",
 * "Griffiths tab", "Read-only view"; §8 messages): the six tabs, the embedded pages, the postponed exams
 * and the read-only view. The spec's texts are written exactly as it gives them (its spelling included:
 * "por que", "Grifiths"); the ones marked "ours" fill what it leaves unnamed (docs/ui-decisions.md).
 */
export const psychologyTabsText = {
  antecedentes: 'Antecedentes',
  pediatria: 'Pediatría',
  graficas: 'Gráficas',
  evoluciones: 'Evoluciones',
  griffiths: 'Griffiths',
  bayley: 'Bayley',
  label: 'Secciones de la historia', // ours (accessible name of the tab list)
  /** Reason of the disabled Griffiths and Bayley tabs (spec 000 §2). */
  minimumAgeReason: 'El paciente debe tener al menos 40 semanas de edad corregida',
  unavailable: (reason: string) => `Esta pestaña no está disponible por que ${reason}`,
} as const;

export const headerToggleText = {
  hide: 'Ocultar datos del paciente', // ours
  show: 'Mostrar datos del paciente', // ours
} as const;

export const framesText = {
  loading: 'Cargando…', // ours (accessible name of the skeleton)
  offlineTitle: 'Página no disponible sin conexión', // ours
  offline: (page: string) =>
    `${page} se consulta en el sistema de historia clínica y necesita conexión a internet. Se mostrará cuando vuelva la conexión.`, // ours
  frameTitle: (page: string, patient: string) => `${page} de ${patient}`, // ours (the frame's title)
} as const;

export const postponedText = {
  options: 'Opciones',
  addBayley: 'Agregar Bayley',
  postponeBayley: 'Aplazar Bayley',
  addGriffiths: 'Agregar Griffiths',
  postponeGriffiths: 'Aplazar Griffiths',
  bayleyPostponed: 'Bayley Aplazado',
  griffithsPostponed: 'Griffiths Aplazado',
  undo: 'Deshacer',
  motive: 'Motivo',
  // §8 messages.
  loadFailed: 'Error al cargar examen pospuesto',
  bayleyDone: 'Examen Bayley aplazado',
  bayleyUndone: 'Examen Bayley desaplazado',
  griffithsDone: 'Examen Grifiths aplazado',
  griffithsUndone: 'Examen Griffiths desaplazado',
  // Ours.
  modalTitle: (exam: string) => `Aplazar ${exam}`,
  confirm: 'Aplazar',
  cancel: 'Cancelar',
  motiveLabel: 'Motivo',
  postponedBy: (name: string) => `Aplazado por ${name}`,
  pending: 'Pendiente de sincronizar',
  checking: 'Consultando si el examen de hoy está aplazado…',
  storeFailed:
    'No se pudo guardar en este dispositivo (almacenamiento lleno o no disponible). Intente de nuevo.',
} as const;

/** The Griffiths grid (spec 000 §2 "Griffiths tab", §8); docs/exams.md "The Griffiths grid". */
export const griffithsGridText = {
  save: 'GUARDAR GRIFFITHS',
  cancel: 'CANCELAR GRIFFITHS',
  // §8 messages.
  saved: 'Griffiths guardado correctamente',
  draftSaved: 'Borrador de griffiths guardado',
  discarded: 'Se descartaron los cambios en el borrador del Griffiths',
  // Ours.
  openFailed: 'No se pudo abrir el Griffiths en este dispositivo.',
  caption: 'Ítems del Griffiths por sección y fecha de examen',
  observed: 'Observado',
  notObserved: 'No observado',
  unanswered: 'Sin respuesta',
  score: 'Puntuación',
  equivalentAge: 'Edad equivalente',
  quotient: 'Cociente de desarrollo',
  empty: 'No hay exámenes Griffiths. Use «Opciones» → «Agregar Griffiths» para registrar el de hoy.',
  missing: (count: number) =>
    count === 1 ? 'Falta responder 1 ítem de hoy.' : `Faltan por responder ${count} ítems de hoy.`,
  limitNote: (months: number) =>
    `Se muestran los ítems esperados hasta ${months} meses de edad corregida; los demás se guardan como no observados si no se responden.`,
  loading: 'Cargando el Griffiths…',
  notes: 'Notas del examen',
  followUp: 'Plan de seguimiento',
} as const;
