/**
 * Texts of user management: the "Administración" module's users screen and the `npm run admin` command
 * (docs/users.md). The spec names the roles but gives no Spanish labels nor this screen: all ours.
 */

/** Keyed by the roles of src/contract/permissions.ts (the type checker holds every role to a label). */
export const roleLabel = {
  admin: 'Administrador',
  analytics: 'Analítica',
  'admin-analytics': 'Administrador de analítica',
  'administrative-assistant': 'Auxiliar administrativo',
  'scheduling-assistant': 'Auxiliar de agendamiento',
  'nursing-assistant': 'Auxiliar de enfermería',
  quality: 'Calidad',
  nurse: 'Enfermería',
  billing: 'Facturación',
  optimist: 'Optometría',
  pediatrician: 'Pediatría',
  psychologist: 'Psicología',
  secretary: 'Secretaría',
  therapist: 'Terapia',
  'social-worker': 'Trabajo social',
  vaccinator: 'Vacunación',
} as const;

/** Answers of the server's user routes (and the command, which shares their rules). */
export const accountText = {
  usernameTaken: (username: string) => `Ya existe un usuario con el nombre de usuario «${username}»`,
  emailTaken: (email: string) => `Ya existe un usuario con el email «${email}»`,
  unknownSites: (ids: readonly number[]) =>
    ids.length === 1 ? `La sede ${ids[0]} no existe` : `Las sedes ${ids.join(', ')} no existen`,
  notFound: 'Usuario no encontrado',
  deactivated: 'Este usuario está desactivado. Comuníquese con el administrador.',
  /** An administrator may not lock themselves out of the screen that would undo it. */
  notYourself: 'No puede desactivar su propio usuario ni quitarse el rol de administrador',
} as const;

/** The users screen (features/management). */
export const usersText = {
  title: 'Usuarios',
  noPolicy: 'Su rol no permite administrar usuarios.',
  needsConnection: 'La administración de usuarios necesita conexión con el servidor.',
  loadFailed: 'No se pudo cargar la lista de usuarios.',
  retry: 'Reintentar',
  newUser: 'Nuevo usuario',
  filterSite: 'Sede',
  filterRole: 'Rol',
  filterState: 'Estado',
  allSites: 'Todas las sedes',
  allRoles: 'Todos los roles',
  allStates: 'Todos',
  active: 'Activo',
  inactive: 'Desactivado',
  empty: 'No hay usuarios con estos filtros.',
  count: (n: number) => (n === 1 ? '1 usuario' : `${n} usuarios`),
  columns: { name: 'Nombre', role: 'Rol', sites: 'Sedes', state: 'Estado', actions: 'Acciones' },
  actionsOf: (name: string) => `Acciones de ${name}`,
  edit: 'Cambiar rol y sedes',
  resetPassword: 'Restablecer contraseña',
  deactivate: 'Desactivar',
  reactivate: 'Reactivar',
  fields: {
    name: 'Nombre completo',
    username: 'Nombre de usuario',
    email: 'Email',
    password: 'Contraseña',
    passwordHint: 'Al menos 8 caracteres. Entréguela a la persona por un medio seguro.',
    role: 'Rol',
    sites: 'Sedes',
    numeroRegistro: 'Número de registro',
    especialidad: 'Especialidad',
  },
  create: 'Crear usuario',
  save: 'Guardar',
  cancel: 'Cancelar',
  editTitle: (name: string) => `Rol y sedes de ${name}`,
  resetTitle: (name: string) => `Nueva contraseña de ${name}`,
  resetExplanation:
    'Las sesiones abiertas del usuario se cierran. En sus dispositivos, sus datos se abren con la nueva ' +
    'contraseña al iniciar sesión con conexión.',
  deactivateTitle: (name: string) => `Desactivar a ${name}`,
  deactivateExplanation:
    'No podrá iniciar sesión y sus sesiones abiertas se cierran. Lo que registró se conserva y se puede ' +
    'reactivar en cualquier momento.',
  reactivateTitle: (name: string) => `Reactivar a ${name}`,
  reactivateExplanation: 'Podrá volver a iniciar sesión con su contraseña actual.',
  created: (name: string) => `Usuario ${name} creado`,
  updated: (name: string) => `Rol y sedes de ${name} guardados`,
  passwordSet: (name: string) => `Contraseña de ${name} restablecida`,
  deactivated: (name: string) => `${name} fue desactivado`,
  reactivated: (name: string) => `${name} fue reactivado`,
  you: '(usted)',
} as const;

/** `npm run admin` (server/admin/cli.ts). */
export const adminCommandText = {
  usage: [
    'Uso:',
    '  npm run admin -- create-user --username U --name "Nombre" --email E --role ROL --sites 1,2',
    '                  [--numero-registro N] [--especialidad E]',
    '  npm run admin -- reset-password --username U',
    'La contraseña se lee de la entrada estándar (se pide sin eco en una terminal), nunca de la línea de órdenes.',
  ].join('\n'),
  unknownCommand: (name: string) => `Orden desconocida: «${name}»`,
  unknownOption: (name: string) => `Opción desconocida: «${name}»`,
  missingValue: (name: string) => `Falta el valor de ${name}`,
  missingOption: (name: string) => `Falta la opción ${name}`,
  passwordOnCommandLine:
    'La contraseña no se pasa en la línea de órdenes (quedaría en el historial y en la lista de procesos): ' +
    'escríbala cuando se pida o envíela por la entrada estándar.',
  badSites: (value: string) =>
    `--sites debe ser una lista de números de sede separados por comas: «${value}»`,
  unknownRole: (role: string, known: readonly string[]) =>
    `El rol «${role}» no existe. Roles: ${known.join(', ')}`,
  unknownUser: (username: string) => `No existe un usuario con el nombre de usuario «${username}»`,
  invalid: 'Datos no válidos:',
  passwordPrompt: 'Contraseña: ',
  passwordRepeat: 'Repita la contraseña: ',
  passwordsDiffer: 'Las contraseñas no coinciden',
  noPassword: 'No se recibió ninguna contraseña por la entrada estándar',
  database: (where: string) => `Base de datos: ${where}`,
  referenceLoaded: 'La base de datos estaba vacía: se cargaron las sedes y los catálogos.',
  created: (username: string, role: string, sites: string) =>
    `Usuario «${username}» creado (rol ${role}; sedes: ${sites}).`,
  passwordReset: (username: string) =>
    `Contraseña de «${username}» restablecida; sus sesiones abiertas se cerraron.`,
} as const;

/** The option names of `npm run admin`, for its messages about a field. */
export const adminFieldOption: Record<string, string> = {
  email: '--email',
  name: '--name',
  username: '--username',
  password: 'contraseña',
  rol: '--role',
  sede: '--sites',
  numeroRegistro: '--numero-registro',
  especialidad: '--especialidad',
};
