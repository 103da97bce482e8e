/**
 * Texts of the offline store and the outbox. None is in the spec (ours): the spec's app had no outbox.
 */
import { familyControlText } from './family-control';
import { developmentControlText } from './psychology';
import {
  activitiesText,
  additionalsText,
  familyCompositionText,
  risksText,
  socialWorkLabels,
} from './social-work';

export const outboxText = {
  /** An entry names a document created on this device that will never reach the server. */
  missingDependency: 'Depende de un documento que no llegó al servidor',
  /** A write met a newer version of its document on the server with fields changed on both sides. */
  conflict: 'El documento cambió en otro dispositivo: elija qué valores conservar',
  /** The same for a table's row (family member, report, subsidy, risk). */
  rowConflict: 'La fila cambió en otro dispositivo: elija qué conservar',
} as const;

/**
 * Document types of spec 000 §3 "Document types (id, label)", by type id, as the spec writes them. The
 * outbox names its entries with them (src/contract/document.ts `documentTypeId` maps a kind to its id).
 */
export const documentTypeLabels: Readonly<Record<number, string>> = {
  0: 'Bayley',
  1: 'Griffiths',
  2: 'Bayley Aplazado',
  3: 'Griffiths Aplazado',
  4: 'Control de Desarrollo',
  5: 'Control Familiar y Emocional',
  6: 'Valoración Inicial',
  7: 'Evolución',
  8: 'Visita Domiciliaria',
};

/**
 * The sync status in the top bar and its "needs attention" list (ours: the spec's app had no outbox; the
 * wording is documented with the component, src/features/platform/sync-status/).
 */
export const syncStatusText = {
  /** Accessible name of the control and title of its panel. */
  title: 'Sincronización',
  offline: 'Sin conexión',
  offlineHint: 'Los cambios se guardan en este dispositivo y se enviarán al volver la conexión.',
  serverUnreachable: 'Sin conexión con el servidor',
  serverUnreachableHint:
    'Hay red, pero el servidor de Canguro no responde (caído, o una página de acceso a la red en medio). Los cambios siguen en este dispositivo y se enviarán cuando responda.',
  pending: (count: number) => (count === 1 ? '1 cambio pendiente' : `${count} cambios pendientes`),
  noPending: 'Sin cambios pendientes',
  syncing: 'Sincronizando…',
  syncingRemaining: (count: number) => `Sincronizando… quedan ${count}`,
  /** `ago` is date-fns' distance with its suffix: "hace 3 minutos". */
  synced: (ago: string) => `Sincronizado ${ago}`,
  lastSync: (ago: string) => `Última sincronización: ${ago}`,
  neverSynced: 'Aún no se ha sincronizado ningún cambio',
  /** `inTime` is date-fns' distance with its suffix: "en menos de un minuto". */
  nextAttempt: (inTime: string) => `Próximo intento ${inTime}`,
  signInAgain: 'Inicie sesión de nuevo para sincronizar los cambios',
  attention: (count: number) =>
    count === 1 ? '1 cambio requiere atención' : `${count} cambios requieren atención`,
  attentionHeading: 'Cambios que requieren atención',
  attentionEmpty: 'No hay cambios que requieran atención.',
  /** The kind of write an entry is. */
  operation: { stage: 'Borrador', commit: 'Guardado', discard: 'Descarte' },
  /** "Borrador de Control de Desarrollo". */
  documentEntry: (operation: string, documentType: string) => `${operation} de ${documentType}`,
  /** A plain write of a row (family member, activity, ...). */
  requestEntry: 'Cambio de un registro',
  /** An activity log (spec 000 §7) the server refused. */
  activityLogEntry: 'Registro de actividad',
  /** The heading of a patient's refused entries when the device holds no record of the history. */
  unknownPatient: 'Paciente sin datos en este dispositivo',
  /** The heading of refused entries that belong to no history. */
  noPatient: 'Otros cambios',
  /** "Abrir documento" of a refused document (the notification and the panel). */
  openDocument: 'Abrir documento',
  openDocumentOf: (entry: string, patient: string) => `Abrir documento: ${entry} de ${patient}`,
  /** The refusal's error notification (its title is the spec's "Error!"). */
  refusedNotice: (entry: string, patient: string, message: string) =>
    `El servidor rechazó «${entry}» de ${patient}: ${message}. El documento sigue en este dispositivo: corríjalo y guárdelo de nuevo.`,
  /** A refused write of a row: nothing to open, the panel says what to do. */
  refusedRowNotice: (patient: string, message: string) =>
    `El servidor rechazó un cambio de ${patient}: ${message}. Revíselo en Sincronización.`,
  refused: (ago: string) => `Rechazado ${ago}`,
  fieldErrors: 'Campos con errores',
  retry: 'Reintentar',
  discard: 'Descartar',
  confirmTitle: 'Descartar este cambio',
  confirmLoss: (entry: string) => `«${entry}» no llegará al servidor.`,
  confirmDraftStays:
    'El borrador se queda en este dispositivo: puede corregirlo y guardarlo de nuevo desde el documento.',
  confirmRequestLost: 'Este cambio se perderá.',
  cancel: 'Cancelar',
  confirmDiscard: 'Descartar cambio',
} as const;

/**
 * The warning beside the sync status when the device's clock is off from the server's by more than five
 * minutes (ours: src/api/server-clock.ts; docs/ui-decisions.md "Sync status").
 */
export const clockSkewText = {
  badge: 'Hora del dispositivo incorrecta',
  /** `offsetMs`: how far the server's clock is ahead of the device's (negative: behind). */
  detail: (offsetMs: number) => {
    const minutes = Math.round(Math.abs(offsetMs) / 60_000);
    const amount =
      minutes >= 90 ? `${Math.round(minutes / 60)} horas` : minutes === 1 ? '1 minuto' : `${minutes} minutos`;
    const way = offsetMs > 0 ? 'atrasada' : 'adelantada';
    return `La hora de este dispositivo está ${way} ${amount} respecto a la del servidor. Canguro usa la hora del servidor para las fechas; corrija la hora del dispositivo.`;
  },
};

/**
 * A document changed on the server and on this device (ours: the spec's app had no offline editing; the
 * wording is documented in docs/ui-decisions.md "Conflicts").
 */
export const conflictText = {
  heading: 'Conflictos por resolver',
  /** "Control de Desarrollo cambiado en otro dispositivo". */
  item: (documentType: string) => `${documentType} cambiado en otro dispositivo`,
  changedBy: (name: string, ago: string) => `Cambiado por ${name} ${ago}`,
  resolve: 'Resolver',
  dialogTitle: 'Resolver conflicto',
  dialogIntro:
    'Este documento cambió en el servidor después de que este dispositivo empezara a editarlo. Elija para cada campo qué valor conservar; lo demás se combinó sin conflicto.',
  thisDevice: 'Este dispositivo',
  server: 'Servidor',
  /** Who wrote this device's value. */
  you: 'Usted',
  someone: 'Otro usuario',
  writtenAt: (who: string, ago: string) => `${who}, ${ago}`,
  keepDevice: 'Conservar este dispositivo',
  keepServer: 'Conservar servidor',
  mergeByHand: 'Combinar a mano',
  merged: (field: string) => `Texto combinado: ${field}`,
  empty: '(vacío)',
  yes: 'Sí',
  no: 'No',
  send: 'Enviar elección',
  cancel: 'Cancelar',
  /** The draft changed while the dialog was open (typed in another tab). */
  changed: 'El documento cambió mientras elegía; revise de nuevo.',
  setAsideHeading: 'Valores reemplazados en conflictos',
  setAsideHint: 'Se guardan en este dispositivo hasta que los descarte.',
  setAsideSide: { device: 'de este dispositivo', server: 'del servidor' },
  /** "Seguimiento (del servidor): …". */
  setAsideItem: (field: string, side: string) => `${field} (${side})`,
  dismiss: 'Descartar',
  dismissLabel: (field: string) => `Descartar el valor reemplazado de ${field}`,
} as const;

/**
 * A document field's label as its editor shows it (the editors' own texts, one home each); the field's name
 * when the editor has no label of that name.
 */
const fieldLabels: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'development-control': { ...developmentControlText, followUp: developmentControlText.followUpField },
  'family-control': familyControlText,
  'home-visit': socialWorkLabels,
  'initial-assessment': socialWorkLabels,
  'social-work-evolution': socialWorkLabels,
  'family-composition': familyCompositionText,
  'external-network-report': additionalsText.reports,
  subsidy: additionalsText.subsidies,
  'psychosocial-risk': { ...risksText, assessmentDate: risksText.date },
  'social-work-activity': activitiesText,
};

export const documentFieldLabel = (kind: string, field: string): string => {
  const label = fieldLabels[kind]?.[field];
  return typeof label === 'string' ? label : field;
};

/** A table's row as the sync panel names it, by its resource. */
export const rowTypeLabels = {
  'family-composition': 'Familiar',
  'external-network-report': 'Reporte a la red externa',
  subsidy: 'Subsidio',
  'psychosocial-risk': 'Riesgo psicosocial',
  // "Registro": the masculine that `rowConflictText` agrees with ("… cambiado en otro dispositivo").
  'social-work-activity': 'Registro de actividad',
} as const;

/** Conflicts of a table's row (docs/offline.md "Row conflicts"). */
export const rowConflictText = {
  /** "Familiar cambiado en otro dispositivo": both changed it (reuses the documents' wording). */
  changed: (row: string) => `${row} cambiado en otro dispositivo`,
  /** This device changed a row another deleted. */
  deletedThere: (row: string) => `${row} eliminado en otro dispositivo mientras lo editaba`,
  /** This device deleted a row another changed. */
  changedThere: (row: string) => `${row} que eliminó fue cambiado en otro dispositivo`,
  dialogTitle: 'Resolver conflicto de la fila',
  fieldsIntro:
    'Esta fila cambió en el servidor después de que este dispositivo la editara. Elija para cada campo qué valor conservar; lo demás se combinó sin conflicto.',
  deletedThereIntro:
    'Otro dispositivo eliminó esta fila después de que este dispositivo la editara. Elija si la conserva con los valores de este dispositivo.',
  changedThereIntro:
    'Este dispositivo eliminó esta fila, pero otro dispositivo la cambió antes. Elija si la conserva con los valores del servidor.',
  yourValues: 'Valores de este dispositivo',
  serverValues: 'Valores del servidor',
  keepMine: 'Conservar la fila con los valores de este dispositivo',
  acceptDeletion: 'Aceptar la eliminación',
  keepServer: 'Conservar la fila con los valores del servidor',
  deleteAnyway: 'Eliminarla de todos modos',
  choice: 'Qué hacer con la fila',
} as const;

/** The sync panel's line on the reference data kept for offline work (flags, catalogues, the user's modules). */
export const referenceDataText = {
  /** `ago` is date-fns' distance with its suffix: "hace 3 minutos". */
  refreshed: (ago: string) => `Menú y catálogos para trabajar sin conexión: actualizados ${ago}`,
  never: 'Menú y catálogos para trabajar sin conexión: aún no se han descargado en este dispositivo',
} as const;
