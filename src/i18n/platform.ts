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

export const sessionText = {
  loggedOut: 'Se ha cerrado la sesión exitosamente',
  refreshFailed: 'Token refresh failed',
} as const;

export const notificationTitle = {
  success: 'Exito!',
  error: 'Error!',
  default: 'Mensaje!',
} as const;

export const modalText = {
  defaultAction: 'Aceptar',
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
  histories: 'Historias Clínicas',
  logout: 'Salir',
  expand: 'Expandir menú', // ours (accessible name of the toggle)
  collapse: 'Contraer menú', // ours
  navigation: 'Menú principal', // ours
} as const;

export const navbarText = {
  closeHistory: 'Cerrar Historia',
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
  featureFlags: (message: string) => `Failed to fetch feature flags: ${message}`,
} as const;
