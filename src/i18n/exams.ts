/**
 * Texts of the Bayley and Griffiths exam tabs (spec 000 §2 "Griffiths tab", "Bayley tab", §8). The
 * 'Guardado hace …' label is built from these pieces by src/domain/saved-ago.ts, so the wording has one home.
 */
export const savedAgoText = {
  never: 'No se ha guardado',
  prefix: 'Guardado hace',
  moments: 'unos instantes',
  second: ['segundo', 'segundos'],
  minute: ['minuto', 'minutos'],
  hour: ['hora', 'horas'],
  day: ['día', 'días'],
} as const;

/** The grid frame shared by both exams (ours). */
export const examTableText = {
  item: 'Ítem',
  today: 'Hoy',
  print: (day: string) => `Imprimir el resumen del ${day}`,
} as const;

export const bayleyGridText = {
  save: 'GUARDAR BAYLEY',
  cancel: 'CANCELAR BAYLEY',
  // §8 messages.
  saved: 'Bayley guardado correctamente',
  draftSaved: 'Borrador de bayley guardado',
  discarded: 'Se descartaron los cambios en el borrador del Bayley',
  // §3 labels of the "other" answers.
  otherCaretaker: '¿Quién?',
  otherCompanion: '¿Quién lo acompaña?',
  // Ours.
  openFailed: 'No se pudo abrir el Bayley en este dispositivo.',
  caption: 'Ítems del Bayley por sección y fecha de examen',
  observations: 'Observaciones',
  sectionTotal: (name: string) => `Total ${name}`,
  total: 'Total',
  notEvaluated: 'No evaluado',
  notEvaluatedOf: (item: string) => `No evaluado: ${item}`,
  unscored: 'Sin puntuar',
  choose: 'Elegir',
  empty: 'No hay exámenes Bayley. Use «Opciones» → «Agregar Bayley» para registrar el de hoy.',
  missing: (count: number) =>
    count === 1 ? 'Falta 1 respuesta del examen de hoy.' : `Faltan ${count} respuestas del examen de hoy.`,
  loading: 'Cargando el Bayley…',
  demoNotice: 'Parámetros de demostración',
} as const;

/** The printed summary of an exam (ours). */
export const examPrintText = {
  title: (exam: string, day: string) => `${exam} del ${day}`,
  patient: 'Paciente',
  code: 'Historia',
  ages: 'Edades',
  signer: 'Firmado por',
  print: 'Imprimir',
  close: 'Cerrar',
} as const;
