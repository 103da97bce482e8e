/**
 * Texts of the installable app: its name in the web app manifest and the prompt shown when a new version
 * is ready. None is in the spec (ours): the spec's app was not installable.
 */

export const installedAppText = {
  name: 'Canguro — Programa Madre Canguro',
  shortName: 'Canguro',
  description: 'Seguimiento del programa madre canguro',
} as const;

export const appUpdateText = {
  available: 'Hay una nueva versión de Canguro',
  explanation: 'Actualice para usar la última versión. Nada de lo guardado en el dispositivo se pierde.',
  update: 'Actualizar',
  later: 'Más tarde',
  /** The user chose to update while a form holds changes not yet saved. */
  waitingForForms: 'Se actualizará cuando guarde o descarte el formulario abierto.',
  /** The user chose to update while queued changes are being sent. */
  waitingForSync: 'Se actualizará cuando terminen de enviarse los cambios pendientes.',
  updating: 'Actualizando…',
} as const;
