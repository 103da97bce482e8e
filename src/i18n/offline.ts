/**
 * Texts of the offline store and the outbox. None is in the spec (ours): the spec's app had no outbox.
 */

export const outboxText = {
  /** An entry names a document created on this device that will never reach the server. */
  missingDependency: 'Depende de un documento que no llegó al servidor',
  /** A write met a newer version of its document on the server with fields changed on both sides. */
  conflict: 'El documento cambió en otro dispositivo: elija qué valores conservar',
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
