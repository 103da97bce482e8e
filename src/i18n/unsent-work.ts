/**
 * Exporting unsent work to a file and importing it on another device. The spec has no such feature (its
 * app had no outbox); every text is ours (docs/ui-decisions.md, docs/offline.md "Exporting unsent work").
 */
const changes = (count: number) => (count === 1 ? '1 cambio' : `${count} cambios`);

export const unsentWorkText = {
  /** The sync panel's button, and the title of its dialog. */
  exportTitle: 'Exportar cambios sin sincronizar',
  /** The sync panel's link to the import screen. */
  importLink: 'Importar cambios de otro dispositivo',
  exportIntro: (count: number) =>
    count === 0
      ? 'Este dispositivo no tiene cambios pendientes de envío. El archivo llevará solo los documentos que se están escribiendo y aún no llegaron al servidor.'
      : `Se guardará un archivo con los cambios que este dispositivo aún no ha enviado (${changes(count)}) y los borradores a los que pertenecen, cifrado con su contraseña.`,
  exportHow:
    'Para enviarlos desde otro dispositivo, inicie sesión allí con su mismo usuario y ábralo en «Importar cambios de otro dispositivo». Los cambios siguen también en este dispositivo.',
  password: 'Contraseña',
  exportPasswordHint: 'La misma con la que inicia sesión. Sin ella nadie podrá abrir el archivo.',
  exportAction: 'Exportar archivo',
  cancel: 'Cancelar',
  close: 'Aceptar',
  checking: 'Comprobando la contraseña…',
  collecting: (done: number, total: number) => `Preparando el archivo… ${done} de ${total}`,
  encrypting: 'Cifrando el archivo…',
  progressLabel: 'Progreso de la exportación',
  exportWrongPassword:
    'La contraseña no coincide con la de este usuario en este dispositivo. No se creó ningún archivo.',
  exportFailed: 'No se pudo crear el archivo. Inténtelo de nuevo.',
  exported: (fileName: string, count: number) =>
    `Se guardó «${fileName}» con ${changes(count)}. Guárdelo en un lugar seguro y ábralo en el otro dispositivo.`,

  /** The import screen. */
  importTitle: 'Importar cambios de otro dispositivo',
  importIntro:
    'Si un dispositivo no puede volver a conectarse con el servidor, exporte allí sus cambios («Exportar cambios sin sincronizar», en el panel de sincronización) e impórtelos aquí con el mismo usuario: se enviarán desde este dispositivo, una sola vez.',
  file: 'Archivo de cambios (.canguro)',
  filePlaceholder: 'Elegir archivo',
  clearFile: 'Quitar el archivo elegido',
  importPasswordHint: 'La contraseña que tenía su usuario cuando se exportó el archivo.',
  importAction: 'Importar',
  importing: 'Importando…',
  imported: (added: number) =>
    `${added === 1 ? 'Se importó' : 'Se importaron'} ${changes(added)}. Se enviarán al servidor en cuanto haya conexión; su estado se ve en «Sincronización».`,
  nothingNew:
    'Los cambios de este archivo ya estaban en este dispositivo (importados antes, o exportados desde aquí): no se añadió nada.',
  draftsOnly: (drafts: number) =>
    drafts === 1
      ? 'Se importó 1 documento en edición, sin cambios pendientes de envío.'
      : `Se importaron ${drafts} documentos en edición, sin cambios pendientes de envío.`,
  problems: {
    'wrong-password': 'Contraseña incorrecta: el archivo no se pudo abrir. No se importó nada.',
    damaged: 'El archivo está dañado o no es un archivo de cambios de Canguro. No se importó nada.',
    'other-user':
      'Este archivo contiene cambios de otro usuario. Solo ese usuario puede importarlo, con su propia sesión iniciada. No se importó nada.',
    'newer-version':
      'Este archivo se creó con una versión más reciente de Canguro. Actualice la aplicación e inténtelo de nuevo. No se importó nada.',
  },
  importFailed: 'No se pudo importar el archivo. No se importó nada; inténtelo de nuevo.',
} as const;
