/**
 * Texts of the vaccination table (spec 001 §2 "Vaccination iframe", §5 "Vaccination"), written exactly as
 * the spec gives them. Texts marked "ours" fill places the spec leaves unnamed.
 */
export const vaccinationText = {
  newApplications: 'Nuevas aplicaciones',
  continue: 'CONTINUAR',
  rejectsVaccination: 'Rechaza Vacunación',
  disableRules: 'Levantar Reglas de Vacunación',
  reason: 'Motivo',
  noVaccines: 'No hay vacunas disponibles',
  saved: 'Los nuevos registros quedaran guardados una vez se complete la evolución',
  observations: 'Observaciones',
  newVaccine: 'NUEVA VACUNA',
  completeRequired: 'Por favor, complete los campos requeridos',
  selectStatus: 'Por favor, seleccione un estado',
  invalidDate: (value: string) => `${value} no es una fecha válida`,
  externalBadge: 'E',
  // ours: the amber banners of the read-only mode, the column and control names.
  rulesDisabledBanner: 'Las reglas de vacunación están levantadas',
  rejectedBanner: (reason: string) => `El paciente rechaza la vacunación. Motivo: ${reason}`,
  vaccine: 'Vacuna',
  status: 'Estado',
  applied: 'Aplicada',
  postponed: 'Aplazada',
  clear: 'Sin estado',
  appliedBy: 'Aplicada por',
  external: 'Otro prestador',
  onSite: 'En la institución',
  doseType: 'Tipo de dosis',
  applicationDate: 'Fecha de aplicación',
  customName: 'Nombre de la vacuna',
  removeVaccine: (name: string) => `Eliminar ${name || 'vacuna'}`,
} as const;
