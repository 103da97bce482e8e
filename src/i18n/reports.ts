/**
 * The reports screen (spec 000 §2 "Reports screen", §8 "Report failure", success messages). The spec's
 * texts are written exactly as it gives them, its English ones included; the rest are ours
 * (docs/reports.md).
 */
export const reportsText = {
  title: 'Reportes disponibles',
  ripsTitle: 'Reporte RIPS - BAI por fechas',
  start: 'Fecha de inicio',
  end: 'Fecha de fin',
  generate: 'Generar',
  clear: 'Limpiar',
  success: 'Reporte generado con éxito',
  failed: (message: string) => `Error al generar el reporte: ${message}, Por favor, intente nuevamente`,
  unexpectedFormat: 'Unexpected error format',
  setupFailed: 'Error setting up request',

  // Ours.
  ripsIntro:
    'Descarga un archivo ZIP con los archivos RIPS (US, AC y CT) de las atenciones registradas entre las dos fechas, ambas incluidas, en la hora de Bogotá.',
  datePlaceholder: 'DD/MM/AAAA',
  dateHint: 'Escriba la fecha o elíjala en el calendario.',
  pickDate: (field: string) => `Elegir ${field} en el calendario`,
  invalidDate: 'Fecha no válida: escríbala como DD/MM/AAAA, por ejemplo 05/03/2025',
  endBeforeStart: 'La fecha de fin no puede ser anterior a la fecha de inicio',
  generating: 'Generando el reporte…',
  offlineTitle: 'Sin conexión',
  serverUnreachableTitle: 'Sin conexión con el servidor',
  needsConnection:
    'El reporte se genera en el servidor y necesita conexión. Las fechas escritas se conservan: podrá generarlo cuando vuelva la conexión.',
  /** Controls of the calendar (Mantine's `ariaLabels`). */
  calendar: {
    previousMonth: 'Mes anterior',
    nextMonth: 'Mes siguiente',
    previousYear: 'Año anterior',
    nextYear: 'Año siguiente',
    previousDecade: 'Década anterior',
    nextDecade: 'Década siguiente',
    monthLevelControl: 'Elegir otro mes',
    yearLevelControl: 'Elegir otro año',
  },
} as const;
