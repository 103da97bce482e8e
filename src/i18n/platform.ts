/**
 * Texts of the platform shell (spec 000 §2, §4, §8, §9): sign-in, home menu, sites, sidebar, navbar,
 * notifications, modals and the client's error messages, written exactly as the spec gives them. Texts
 * marked "ours" are not in the spec (docs/ui-decisions.md says why they exist).
 */

export const loginText = {
  identifierLabel: 'Usuario ó Email',
  passwordLabel: 'Contraseña', // ours: the spec names only "one password field"
  submit: 'Iniciar',
  support: 'Reportar problema',
  version: (version: string) => `Versión ${version}`, // ours
  title: 'Canguro', // ours
  subtitle: 'Seguimiento del programa madre canguro', // ours
} as const;

/** The sign-in screen opened over plain http, where no sign-in can work (docs/ui-decisions.md; ours). */
export const insecureContextText = {
  title: 'Conexión no segura',
  explanation: (origin: string) =>
    `Esta página se abrió con ${origin}, una dirección sin cifrar (http). En ella el navegador no ` +
    'permite iniciar sesión ni trabajar sin conexión.',
  action: (address: string) => `Abra la aplicación con ${address}`,
  administrator:
    'Si esa dirección no abre, el servidor aún no tiene HTTPS: pida a quien lo administra que lo configure.',
  open: 'Abrir con https',
} as const;

export const sessionText = {
  loggedOut: 'Se ha cerrado la sesión exitosamente',
  refreshFailed: 'Token refresh failed',
  /** The server's answer to a wrong login or password; the offline sign-in says the same. */
  wrongCredentials: 'Usuario o contraseña incorrectos',
  // ours (docs/api.md "Sign-in throttling")
  tooManyAttempts: (minutes: number) =>
    `Demasiados intentos fallidos. Intente de nuevo en ${minutes === 1 ? '1 minuto' : `${minutes} minutos`}.`,
} as const;

/** Sign-in without network and the device's encrypted store (docs/offline-identity.md; ours). */
export const identityText = {
  unknownUser:
    'Sin conexión: este usuario aún no ha iniciado sesión con internet en este dispositivo. Conéctese para ' +
    'iniciar sesión por primera vez.',
  unrecoverable:
    'No se pudieron abrir los datos guardados en este dispositivo para este usuario. Comuníquese con soporte.',
  signedInOffline: 'Sesión iniciada sin conexión: lo que registre se enviará cuando vuelva la conexión.',
} as const;

/** Sign-out while work waits to be sent (docs/offline-identity.md). */
export const signOutText = {
  title: 'Cerrar sesión',
  unsynced: (count: number) =>
    count === 1 ? 'Hay 1 cambio sin sincronizar' : `Hay ${count} cambios sin sincronizar`,
  explanation:
    'Nada se borra: si no se sincronizan ahora, quedan cifrados en este dispositivo y se enviarán cuando ' +
    'vuelva a iniciar sesión.',
  syncNow: 'Sincronizar ahora',
  keep: 'Conservar para mi próximo ingreso',
  cancel: 'Cancelar',
  syncing: 'Sincronizando…',
  stillUnsynced: (count: number) =>
    count === 1
      ? 'Queda 1 cambio sin sincronizar. Puede conservarlo para su próximo ingreso.'
      : `Quedan ${count} cambios sin sincronizar. Puede conservarlos para su próximo ingreso.`,
} as const;

export const notificationTitle = {
  success: 'Exito!',
  error: 'Error!',
  default: 'Mensaje!',
} as const;

export const modalText = {
  defaultAction: 'Aceptar',
  close: 'Cerrar', // ours (accessible name of the close buttons of modals and notifications)
} as const;

export const siteText = {
  chooserTitle: '¿En qué sede estás?',
  selected: (siteName: string) => `Seleccion ${siteName} exitosa!`,
  unknown: 'Unknown Site',
} as const;

export const sidebarText = {
  changeSite: 'Cambiar Sede',
  reportProblem: 'Reportar problema',
  sendInformation: 'Enviar información',
  comingSoonShort: 'Proxímamente',
  home: 'Inicio',
  prepareVisits: 'Preparar visitas', // ours (docs/visit-preparation.md)
  histories: 'Historias Clínicas',
  logout: 'Salir',
  expand: 'Expandir menú', // ours (accessible name of the toggle)
  collapse: 'Contraer menú', // ours
  navigation: 'Menú principal', // ours
} as const;

export const navbarText = {
  closeHistory: 'Cerrar Historia',
} as const;

/** Spec 000 §9 "Missing dates". */
export const dateText = {
  missing: '[Sin fecha]',
  missingBirthDate: '[Sin fecha de parto]',
} as const;

/** Patient search in the top bar (spec 000 §2 "Patient search and verification"). */
export const searchText = {
  label: 'Buscar paciente', // ours (accessible name of the field)
  // ours: the longest that fits the field is shown (src/ui/hooks/use-fitting-placeholder.ts)
  placeholders: [
    'Buscar por nombre, documento o código',
    'Nombre, documento o código',
    'Buscar paciente',
  ] as [string, ...string[]],
  missingCharacters: (missing: number) =>
    missing === 1 ? 'Falta 1 carácter' : `Faltan ${missing} caracteres`,
  loading: 'Buscando historias…',
  empty: 'No se encontraron resultados',
  results: 'Historias encontradas', // ours (accessible name of the list)
  count: (loaded: number, total: number) => `${loaded} de ${total} historias`, // ours
  loadingMore: 'Cargando más historias…', // ours
  mother: 'Madre', // ours
  // ours (DESIGN.md "The read path": offline, the search looks only in the histories stored on the device)
  onDevice: 'Sin conexión: solo se buscan las historias abiertas o preparadas en este dispositivo.',
} as const;

/** Verification before a history opens (spec 000 §2, §5). */
export const verificationText = {
  title: 'Verificación',
  mismatch: 'Los datos no coinciden',
  prompt: 'Escriba los últimos 3 dígitos del documento de la madre.', // ours
  promptSubstitute: 'Escriba los últimos 3 dígitos del documento de la madre o del custodio temporal.', // ours
  label: 'Últimos 3 dígitos del documento', // ours
  cancel: 'Cancelar', // ours
  submit: 'Verificar', // ours
  loadFailed: 'No se pudo abrir la historia clínica. Intente nuevamente.', // ours
} as const;

/** The open histories in the sidebar and the current patient (spec 000 §2 Sidebar, Top navbar). */
export const openHistoriesText = {
  loading: 'Cargando historia…', // ours (a restored history whose record is on its way)
  unavailable: 'Historia no disponible', // ours (its record could not be loaded)
  currentPatient: 'Paciente actual', // ours (accessible name of the navbar's patient block)
  // ours: what the device holds of the history, told by more than its colour (docs/ui-decisions.md).
  workState: {
    draft: 'Borrador sin terminar',
    pending: 'Pendiente de sincronizar',
    refused: 'Rechazado por el servidor',
    conflict: 'Conflicto por resolver',
  },
} as const;

/** The simple patient header of the working modules (spec 000 §2 Psychology view, partly). */
export const patientHeaderText = {
  code: 'Código', // ours (the spec says "code")
  mother: 'Madre', // ours
  birthDate: 'Fecha de nacimiento', // ours
} as const;

export const homeText = {
  title: 'Menu',
  comingSoon: 'Próximamente',
} as const;

/** Tile labels of the home menu (spec 000 §2 Home), keyed by the module key of src/contract/permissions.ts. */
export const moduleLabel = {
  psychology: 'Psicología',
  code: 'Código',
  socialWork: 'Trabajo Social',
  reports: 'Reportes',
  pediatrics: 'Pediatría',
  reception: 'Admision',
  intrahospitalary: 'Intrahospitalario',
  'weight-height': 'Peso y Talla',
  ophthalmology: 'Oftalmología',
  optometry: 'Optometría',
  oximetry: 'Oximetría',
  audiometry: 'Audiometría',
  'nursing-notes': 'Notas de Enfermeria',
  physicaltherapy: 'Terapia Fisica',
  management: 'Administración',
  print: 'Impresión',
  reading: 'Lectura',
  // Module paths of spec 000 §2 without a tile of their own (ours: their page titles).
  authorizations: 'Autorizaciones',
  ambulatory: 'Ambulatorio',
  vaccination: 'Vacunación',
  billing: 'Facturación',
} as const;
export type ModuleKey = keyof typeof moduleLabel;

export const moduleText = {
  comingSoon: 'Próximamente',
  comingSoonDetail: 'Este módulo estará disponible en una próxima versión.', // ours
  backHome: 'Volver al inicio', // ours
  socialWorkWelcome: 'Bienvenido al modulo de trabajo social',
  // The spec says only "welcome message asking to select a patient in the search bar" (ours, worded so).
  psychologyWelcome: 'Bienvenido al módulo de psicología',
  selectPatient: 'Seleccione un paciente en la barra de búsqueda para empezar.',
} as const;

export const embeddedText = {
  psychologyTitle: 'Evoluciones de psicología', // ours
  vaccinationTitle: 'Vacunación', // ours
  historyLabel: (name: string) => `Historia de ${name}`, // ours
  loading: 'Cargando…', // ours
  missingCredentials: 'Faltan las credenciales de acceso (api_key y auth_token).', // ours
} as const;

/** Messages of the API client (spec 000 §5, §8), in the spec's words. */
export const clientErrorText = {
  status: (status: number) => `Request failed with status code ${status}`,
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  nullResponse: 'response was null',
  // Ours: a 2xx that does not name the request's Idempotency-Key (a captive portal, a proxy).
  unconfirmed: 'La respuesta no vino del servidor de Canguro; se enviará de nuevo',
  featureFlags: (message: string) => `Failed to fetch feature flags: ${message}`,
} as const;

/**
 * A history's address (/psychology/hc/{id}/{tab}, /socialwork/hc/{id}/{tab}) when it cannot show the
 * history, and its verification when the history is not open on this device (all ours; the spec has no
 * such screens).
 */
export const historyAddressText = {
  verifyTitle: 'Verifique la historia para abrirla',
  verifyText:
    'Esta historia no está abierta en este dispositivo. Como al abrirla desde la búsqueda, escriba los últimos 3 dígitos del documento de la madre.',
  verify: 'Verificar',
  backToModule: 'Volver al inicio del módulo',
  retry: 'Reintentar',
  failures: {
    forbidden: {
      title: 'No puede ver esta historia',
      text: 'La historia es de una sede a la que usted no tiene acceso, o su perfil no permite consultarla.',
    },
    'not-found': {
      title: 'Historia no encontrada',
      text: 'No existe una historia clínica con esta dirección.',
    },
    offline: {
      title: 'Historia no disponible sin conexión',
      text: 'Esta historia no está guardada en este dispositivo. Ábrala cuando vuelva la conexión, o prepárela con «Preparar visitas» antes de salir.',
    },
    failed: {
      title: 'No se pudo cargar la historia',
      text: 'Ocurrió un error al cargar la historia clínica. Intente nuevamente.',
    },
  },
} as const;
