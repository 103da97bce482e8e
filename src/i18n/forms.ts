/**
 * Texts of the form pieces every document shares (src/ui/inputs, src/document-kit): the spec's where it gives
 * them (spec 000 §5 counters and button groups, §2 GUARDAR), ours otherwise (marked).
 */
export const formText = {
  yes: 'Sí',
  /** The password fields' eye button (ours). */
  showPassword: 'Mostrar u ocultar la clave',
  no: 'No',
  /** An unknown coded value (spec 001 §2). */
  notDefined: 'No definido',
  /** Textarea counter (spec 000 §5 "counter shows 'N restantes' or the total"). */
  remaining: (n: number) => `${n} restantes`,
  total: (n: number, max: number) => `${n} / ${max}`,
  diagnosisPlaceholder: 'Buscar por código o descripción', // ours
  diagnosisNothingFound: 'Sin resultados', // ours
  diagnosisSearching: 'Buscando diagnósticos…', // ours
  save: 'GUARDAR',
  close: 'Cerrar',
  loading: 'Cargando…', // ours
  // The autosave state under the signer (ours, DESIGN.md write path).
  autosave: {
    saving: 'Guardando…',
    notStored: 'No guardado en el dispositivo',
    savedOnDevice: 'Guardado en el dispositivo',
    pendingSync: 'Pendiente de sincronizar',
  },
  /** GUARDAR without a connection (ours): the spec's saved message, and where the document is meanwhile. */
  savedOffline: (saved: string) =>
    `${saved}. Queda guardado en este dispositivo y se enviará al servidor cuando vuelva la conexión.`,
  // Failures of the device's store (ours): the form stays open with what was typed, and the way out of a
  // full device is the server (a sync sends the work and frees its room) or a file of the unsent work.
  localWriteFailed: 'No se pudo guardar en este dispositivo: el almacenamiento está lleno o no disponible.',
  localWriteKept:
    'Lo escrito sigue en este formulario; no lo cierre. Para no perderlo, sincronice si hay conexión o exporte el trabajo sin enviar (el archivo incluye este formulario). Después libere espacio en el dispositivo y siga escribiendo o pulse GUARDAR.',
  exportUnsent: 'Exportar el trabajo sin enviar',
  /** A row the device could not store (storage full): its edit stays open. */
  rowNotStored:
    'La fila sigue abierta con lo escrito: vuelva a guardarla cuando haya espacio. Para hacerlo, sincronice si hay conexión o exporte el trabajo sin enviar (en «Sincronización») y libere espacio en el dispositivo.',
  /** A failed GUARDAR (ours): the first invalid field takes the focus. */
  invalid: 'Revise los campos marcados',
  // The error boundary (ours).
  boundaryTitle: 'Algo salió mal al mostrar esta parte',
  boundaryMessage:
    'Lo escrito sigue guardado en este dispositivo y nada se ha perdido. Intente de nuevo; si el problema continúa, recargue la página.',
  retry: 'Reintentar',
  reload: 'Recargar la página',
} as const;

/**
 * The editable row table (src/ui/row-table): the spec's buttons (spec 001 §4 "Editar toggles edit;
 * Guardar validates, saves ...; Eliminar deletes") and 'No hay cambios' (§8); ours otherwise.
 */
export const rowTableText = {
  edit: 'Editar',
  cancel: 'Cancelar', // ours: Editar on a row being edited leaves it without saving
  save: 'Guardar',
  delete: 'Eliminar',
  unchanged: 'No hay cambios',
  actions: 'Acciones',
  loading: 'Cargando…', // ours
  /** Ours: a row written on this device that the server has not acknowledged yet. */
  pending: 'Pendiente de sincronizar',
  /** Accessible names of a row's buttons, e.g. "Editar Riesgo 2". */
  rowAction: (action: string, row: string) => `${action} ${row}`,
} as const;
