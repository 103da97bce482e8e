/**
 * "Preparar visitas": the day's histories downloaded to the device before a home visit. The spec has no
 * such screen; every text is ours (docs/visit-preparation.md), in the spec's register.
 */
export const visitPreparationText = {
  title: 'Preparar visitas',
  intro:
    'Elija las historias de las visitas del día y descárguelas a este dispositivo antes de salir: podrá abrirlas y registrar en ellas sin conexión.',
  chooseTitle: 'Historias para descargar',
  searchLabel: 'Buscar historias para la visita',
  searchPlaceholder: 'Nombre, documento o código',
  searching: 'Buscando historias…',
  noResults: 'No se encontraron resultados',
  searchOffline: 'Sin conexión: solo se buscan las historias guardadas en este dispositivo.',
  recentTitle: 'Abiertas recientemente en este dispositivo',
  noRecent: 'Aún no se ha abierto ninguna historia en este dispositivo.',
  add: (name: string) => `Agregar ${name}`,
  addShort: 'Agregar',
  added: 'Agregada',
  selectedTitle: 'Seleccionadas',
  noneSelected: 'Aún no ha elegido historias.',
  removeFromList: (name: string) => `Quitar ${name} de la lista`,
  download: 'Descargar para trabajar sin conexión',
  downloadOffline: 'Se necesita conexión para descargar.',
  totalProgress: 'Progreso total',
  historyProgress: (name: string) => `Descarga de ${name}`,
  callsDone: (done: number, total: number) => `${done} de ${total} datos`,
  retrying: (what: string, attempt: number) => `Reintentando ${what} (intento ${attempt})`,
  failed: (what: readonly string[]) => `No se pudo descargar: ${what.join(', ')}`,
  downloaded: 'Descarga terminada',
  downloadedWithFailures: 'Descarga terminada con errores: revise las historias marcadas.',
  preparedTitle: 'Disponibles sin conexión en este dispositivo',
  noPrepared: 'Ninguna historia preparada todavía.',
  available: 'Disponible sin conexión',
  downloadedAt: (when: string) => `Descargada el ${when}`,
  incomplete: (what: readonly string[]) => `Descarga incompleta: falta ${what.join(', ')}`,
  update: 'Actualizar',
  updateNamed: (name: string) => `Actualizar ${name}`,
  updateAll: 'Actualizar todas',
  removeFromDevice: 'Quitar del dispositivo',
  removeNamed: (name: string) => `Quitar ${name} del dispositivo`,
  removed: 'La historia se quitó del dispositivo',
  unsynced:
    'Esta historia tiene cambios sin sincronizar: no se puede quitar del dispositivo hasta que lleguen al servidor.',
  unknownHistory: 'Historia sin datos en el dispositivo',
  storageTitle: 'Almacenamiento del dispositivo',
  storageUse: (used: string, available: string) => `En uso: ${used} · Disponible: ${available}`,
  storageUnknown: 'Este navegador no informa el espacio disponible.',
  persisted:
    'Almacenamiento persistente concedido: el navegador no borrará estos datos por falta de espacio.',
  notPersisted:
    'El navegador no concedió el almacenamiento persistente: podría borrar estos datos si le falta espacio. Instale la aplicación para que lo conceda.',
  persistUnknown: 'Este navegador no permite pedir almacenamiento persistente.',
} as const;
