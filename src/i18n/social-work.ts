/**
 * The social-work module's texts (spec 001 §2, §8): the spec's where it gives them, ours otherwise
 * (marked; docs/social-work.md lists the decisions).
 */
export const socialWorkText = {
  welcome: 'Bienvenido al modulo de trabajo social',
  tabsLabel: 'Secciones de trabajo social', // ours
  tabs: ['Antecedentes', 'Pediatría', 'Evoluciones', 'Psicología', 'Composición familiar', 'Adicionales'],
  // Evoluciones
  evolutions: 'Evoluciones',
  loading: 'Cargando evoluciones…', // ours
  registerInitial: 'Registrar Valoración Inicial',
  options: 'Opciones',
  evolution: 'Evolución',
  homeVisit: 'Visita Domiciliaria',
  initialAssessment: 'Valoración Inicial',
  edit: 'Editar',
  noRisksAsOf: 'Sin riesgos psicosociales valorados a esta fecha.', // ours (evolution card)
  listLabel: 'Documentos de trabajo social', // ours
  dateTree: 'Fechas', // ours
  pending: 'Pendiente de sincronizar',
  draft: 'Borrador', // ours
  neverSynced: 'Sin conexión: se muestran los documentos guardados en este dispositivo.', // ours
  consentNotObtained: 'Consentimiento no obtenido', // ours: the card of a visit without consent
  noValue: '—',
  yes: 'Sí',
  no: 'No',
  // Messages (spec 001 §8 for the home visit; ours in the same style for the other two)
  messages: {
    'home-visit': {
      draftSaved: 'Borrador de la visita domiciliaria guardado',
      // The spec gives this text after committing a home visit: kept as written.
      saved: 'Valoración inicial guardada correctamente',
      discarded: 'Se descartaron los cambios en el borrador de la visita domiciliaria',
      openFailed: 'No se pudo abrir la visita domiciliaria en este dispositivo.',
    },
    'initial-assessment': {
      draftSaved: 'Borrador de la valoración inicial guardado',
      saved: 'Valoración inicial guardada correctamente',
      discarded: 'Se descartaron los cambios en el borrador de la valoración inicial',
      openFailed: 'No se pudo abrir la valoración inicial en este dispositivo.',
    },
    'social-work-evolution': {
      draftSaved: 'Borrador de la evolución guardado',
      saved: 'Evolución guardada correctamente',
      discarded: 'Se descartaron los cambios en el borrador de la evolución',
      openFailed: 'No se pudo abrir la evolución en este dispositivo.',
    },
  },
  correctedAge: 'Edad corregida',
  chronologicalAge: 'Edad cronológica',
} as const;

/** Sections of the cards and the editors. */
export const socialWorkSections = {
  consent: 'Consentimiento',
  family: 'Familia',
  parents: 'Padres',
  mother: 'Madre',
  father: 'Padre',
  home: 'Vivienda',
  services: 'Servicios públicos',
  rooms: 'Habitaciones',
  care: 'Cuidado del bebé',
  development: 'Desarrollo y crianza',
  professionalOpinion: 'Concepto profesional',
  risks: 'Riesgos psicosociales',
  homeVisitCandidate: 'Candidato a visita domiciliaria',
  observations: 'Observaciones',
  referral: 'Remisión a especialidad',
  activities: 'Actividades',
  basicData: 'Datos básicos',
} as const;

/**
 * The consent read to the family before a home visit (spec 001 §2: who visits and why, the data collected,
 * the aspects observed, what may follow). Ours, in the register of the programme's other documents.
 */
export const homeVisitConsent = {
  title: 'Consentimiento informado para la visita domiciliaria',
  paragraphs: [
    'El Programa Madre Canguro realiza visitas domiciliarias a las familias de los bebés en seguimiento. La visita la hace un(a) trabajador(a) social y/o un(a) psicólogo(a) del programa, con el fin de identificar factores de riesgo y de protección para el bebé y su familia.',
    'Durante la visita se registran datos de la vivienda (tipo, tenencia, estrato, servicios públicos, habitaciones y quiénes duermen en ellas), de la composición y la dinámica familiar, y del cuidado del bebé.',
    'También se observan aspectos como las condiciones de aseo, iluminación y ventilación de la vivienda, la posición canguro, la alimentación, la estimulación y la relación de los cuidadores con el bebé.',
    'De la visita pueden resultar observaciones y recomendaciones, una remisión a otros servicios o compromisos acordados con la familia. La información se guarda en la historia clínica del bebé con la misma reserva que el resto de su atención.',
  ],
  question: '¿La familia da su consentimiento para la visita?',
  rejectedHint: 'Sin consentimiento solo se registran las observaciones de la visita.',
} as const;

/** Field labels of the three documents (spec 001 §3); ours where the spec names only the field. */
export const socialWorkLabels: Record<string, string> = {
  signedConsent: '¿La familia da su consentimiento para la visita?',
  objective: 'Objetivo',
  housingType: 'Tipo de vivienda',
  housingTypeComment: '¿Cuál?',
  ownership: 'Tenencia de la vivienda',
  ownershipComment: '¿Cuál?',
  residentialStratum: 'Estrato socioeconómico',
  cleanliness: 'Aseo',
  lighting: 'Iluminación',
  ventilation: 'Ventilación',
  accessRoutes: 'Vías de acceso',
  whoSleepsWithBaby: '¿Quién duerme con el bebé?',
  livingRooms: 'Salas',
  diningRooms: 'Comedores',
  bathrooms: 'Baños',
  clothingYards: 'Patios de ropas',
  waterService: 'Acueducto',
  sewageService: 'Alcantarillado',
  phoneService: 'Teléfono',
  internetService: 'Internet',
  electricityService: 'Energía eléctrica',
  gasService: 'Gas',
  wasteCollection: 'Recolección de basuras',
  pets: '¿Tienen mascotas?',
  knowsPMC: '¿Conoce el Programa Madre Canguro?',
  knowsWhatPMCsFor: '¿Sabe para qué sirve el programa?',
  kangarooPosition: '¿Realiza la posición canguro?',
  bottlePacifier: '¿Usa biberón o chupo?',
  smokers: '¿Hay fumadores en la casa?',
  whoIsWithBaby: '¿Quién permanece con el bebé?',
  knowsColor: '¿Reconoce los cambios de color del bebé?',
  knowsAlarmSigns: '¿Conoce los signos de alarma?',
  emergencyProcedure: '¿Qué hace en caso de emergencia?',
  knowsServiceNetwork: '¿Conoce la red de servicios?',
  consultedDoctor: '¿Ha consultado al médico desde la última visita?',
  consultedDoctorDate: 'Fecha de la consulta',
  parentsTalk: '¿Los padres le hablan al bebé?',
  motherResponds: '¿La madre responde a las señales del bebé?',
  mentalIllness: '¿Hay antecedentes de enfermedad mental en la madre?',
  mentalIllnessTreatment: '¿Recibe tratamiento?',
  motherNamesStuff: '¿La madre le nombra las cosas al bebé?',
  adequateStimulation: '¿Recibe una estimulación adecuada?',
  books: '¿Hay libros o cuentos para el bebé?',
  observations: 'Observaciones',
  // Initial assessment
  populationType: 'Población diferencial',
  familyTypology: 'Tipología familiar',
  workingMembers: 'Miembros que trabajan',
  familyIncome: 'Ingresos familiares',
  rent: 'Arriendo',
  food: 'Alimentación',
  transport: 'Transporte',
  education: 'Educación',
  services: 'Servicios',
  otherExpenses: 'Otros gastos',
  expensesTotal: 'Total de gastos mensuales',
  sisbenGroup: 'Grupo Sisbén',
  sisbenSubgroup: 'Subgrupo Sisbén',
  familyPlanning: 'Método de planificación familiar',
  supportNetwork: 'Red de apoyo',
  relationWithHusbandAndFamily: 'Relación con la pareja y la familia',
  fatherHelp: '¿El padre apoya en la crianza?',
  lifePlan: 'Proyecto de vida',
  motherSPA: '¿La madre consume sustancias psicoactivas?',
  fatherSPA: '¿El padre consume sustancias psicoactivas?',
  motherAlcohol: '¿La madre consume alcohol?',
  fatherAlcohol: '¿El padre consume alcohol?',
  motherICBF: '¿La madre tiene antecedentes en el ICBF?',
  fatherICBF: '¿El padre tiene antecedentes en el ICBF?',
  motherViolence: '¿La madre ha vivido violencia?',
  fatherViolence: '¿El padre ha ejercido o vivido violencia?',
  parentThoughtsAboutBaby: '¿Qué piensan los padres del bebé?',
  motherAbortion: '¿La madre pensó en interrumpir el embarazo?',
  fatherAbortion: '¿El padre pensó en interrumpir el embarazo?',
  motherAdoption: '¿La madre pensó en dar al bebé en adopción?',
  fatherAdoption: '¿El padre pensó en dar al bebé en adopción?',
  managementPlan: 'Plan de manejo',
  professionalOpinion: 'Concepto profesional (riesgo social)',
  protectiveFactors: 'Factores protectores',
  homeVisitCandidate: '¿Es candidato a visita domiciliaria?',
  homeVisitCandidateMotive: 'Motivo',
  hasReasonToStop: '¿Hay motivo de suspensión?',
  initialObservation: 'Observación inicial',
  // Evolution
  socialDiagnosis: 'Diagnóstico social',
  hasReferralOutSpecialist: 'Remisión a especialidad',
  'referralOutSpecialist.area': 'Especialidades',
  'referralOutSpecialist.observation': 'Motivo de la remisión',
  graduated: '¿Egresa del programa?',
  // Rooms
  room: 'Habitación',
  people: 'Personas',
  beds: 'Camas',
};

/** The comment of a yes/no question. */
export const commentLabel = (question: string) => `Comentario: ${socialWorkLabels[question] ?? question}`;

export const roomsText = {
  caption: 'Habitaciones',
  add: 'Agregar habitación',
  empty: 'No hay habitaciones registradas.',
  /** Names a room in its buttons' accessible names ("Editar Habitación 2"). */
  row: (index: number) => `Habitación ${index + 1}`,
} as const;

/** The basic-data side panel (spec 001 §2 "Side panel"). */
export const basicDataText = {
  title: 'Datos básicos',
  mother: 'Madre',
  baby: 'Bebé',
  motherName: 'Nombre',
  motherDocument: 'Documento de identidad',
  motherBirthDate: 'Fecha de nacimiento',
  motherMaritalStatus: 'Situación con la pareja',
  motherAddressNeighborhoodLocality: 'Dirección / barrio / localidad',
  motherTelephone: 'Teléfono',
  motherStatus: 'Estado',
  patientName: 'Nombre',
  patientDocument: 'Documento',
  patientBirthIPS: 'IPS de nacimiento',
  patientEPS: 'EPS',
  regime: 'Régimen',
  unavailable: 'Los datos básicos aún no están en este dispositivo.', // ours
} as const;

/** The psychosocial risks table of the initial assessment (spec 001 §2 columns, §8 messages; ours marked). */
export const risksText = {
  caption: 'Riesgos psicosociales',
  date: 'Fecha',
  action: 'Acción',
  observation: 'Observación',
  add: 'Agregar riesgo', // ours
  empty: 'No hay riesgos psicosociales registrados.', // ours
  row: (index: number) => `Riesgo ${index + 1}`, // ours: names a row's buttons
  added: 'Riesgo nuevo agregado',
  saved: 'riesgo guardado correctamente',
  deleted: 'Riesgo eliminado', // ours: the spec gives no text for a deleted risk
} as const;

/** The shared activities of the evolution (spec 001 §3, §4, §8; ours marked). */
export const activitiesText = {
  caption: 'Actividades',
  name: 'Actividad', // ours
  recordDate: 'Fecha', // ours
  completed: 'Realizada', // ours
  observation: 'Observación', // ours
  signer: 'Responsable', // ours, as in the other tables of spec 001
  add: 'Agregar actividad', // ours
  empty: 'No hay actividades registradas.', // ours
  row: (index: number) => `Actividad ${index + 1}`, // ours
  added: 'Actividad nueva agregado',
  saved: 'Actividad guardada correctamente',
  /** Eliminar drops what this evolution wrote into the activity (its own record). */
  deleted: 'Se descartaron los cambios en el borrador de la actividad',
} as const;

/** Composición familiar (spec 001 §2 columns, §8 'Miembro nuevo agregado'; ours marked). */
export const familyCompositionText = {
  caption: 'Composición familiar', // ours: the table's name
  kinship: 'Parentesco',
  name: 'Nombre',
  birthDate: 'Fecha de nacimiento',
  education: 'Escolaridad',
  occupation: 'Ocupación',
  livesWithTheChild: 'Vive con el niño',
  observation: 'Observación',
  state: 'Estado',
  add: 'Agregar Familiar',
  empty: 'No hay familiares registrados.', // ours
  row: (index: number) => `Familiar ${index + 1}`, // ours
  added: 'Miembro nuevo agregado',
  saved: 'Familiar guardado correctamente', // ours, in the style of the others
  deleted: 'Familiar eliminado', // ours
} as const;

/** Adicionales (spec 001 §2 "Additionals screen", §8; ours marked). */
export const additionalsText = {
  reports: {
    caption: 'Reportes Red Externa',
    filingNumber: 'Radicado',
    filingDate: 'Fecha',
    entity: 'Entidad',
    observation: 'Observaciones',
    signer: 'Responsable',
    add: 'Agregar Reporte a Red Externa',
    empty: 'No hay reportes a la red externa.', // ours
    row: (index: number) => `Reporte ${index + 1}`, // ours
    added: 'Reporte nuevo agregado',
    saved: 'reporte guardado correctamente',
    deleted: 'Se descartaron el reporte correctamente',
  },
  subsidies: {
    caption: 'Subsidios',
    date: 'Fecha',
    type: 'Tipo',
    observation: 'Observación',
    signer: 'Responsable',
    add: 'Agregar Subsidio',
    empty: 'No hay subsidios registrados.', // ours
    row: (index: number) => `Subsidio ${index + 1}`, // ours
    added: 'Subsidio agregado',
    saved: 'Subsidio guardado correctamente',
    deleted: 'Se elimino el subsidio',
  },
  /** The empty state of the screen (ours: the spec shows an image and the two buttons). */
  emptyTitle: 'Sin reportes ni subsidios',
  emptyText: 'Esta historia no tiene reportes a la red externa ni subsidios registrados.',
  emptyImage: 'Carpeta vacía',
} as const;
