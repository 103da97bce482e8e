/**
 * Texts of the form pieces every document shares (src/ui/inputs, src/ui/forms): the spec's where it gives
 * them (spec 000 §5 counters and button groups, §2 GUARDAR), ours otherwise (marked).
 */
export const formText = {
  yes: 'Sí',
  no: 'No',
  /** Textarea counter (spec 000 §5 "counter shows 'N restantes' or the total"). */
  remaining: (n: number) => `${n} restantes`,
  total: (n: number, max: number) => `${n} / ${max}`,
  diagnosisPlaceholder: 'Buscar por código o descripción', // ours
  diagnosisNothingFound: 'Sin resultados', // ours
  save: 'GUARDAR',
  close: 'Cerrar',
  loading: 'Cargando…', // ours
  // The autosave state under the signer (ours, DESIGN.md write path).
  autosave: {
    saving: 'Guardando…',
    savedOnDevice: 'Guardado en el dispositivo',
    pendingSync: 'Pendiente de sincronizar',
  },
  // Failures of the device's store (ours): the form stays open with what was typed.
  localWriteFailed:
    'No se pudo guardar en este dispositivo (almacenamiento lleno o no disponible). El formulario sigue abierto con lo escrito; libere espacio e intente de nuevo.',
  /** A failed GUARDAR (ours): the first invalid field takes the focus. */
  invalid: 'Revise los campos marcados',
  // The error boundary (ours).
  boundaryTitle: 'Algo salió mal al mostrar esta parte',
  boundaryMessage:
    'Lo escrito sigue guardado en este dispositivo y nada se ha perdido. Intente de nuevo; si el problema continúa, recargue la página.',
  retry: 'Reintentar',
  reload: 'Recargar la página',
} as const;
