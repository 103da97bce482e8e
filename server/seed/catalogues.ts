/**
 * Every catalogue of both specs (spec 000 §9, spec 001 §3 and §9) as a named parameter set. Each set is
 * one row of `parameters` whose "values" column holds the list the app reads from
 * GET /v1/parameters/name/{name} as data.values: items `{ id, name, ...extra }` (Feature_Flags holds
 * `{ name, value }` flags instead).
 *
 * Real Colombian data where it exists (EPS codes from SISPRO / MinSalud, Sisbén IV groups, DANE housing
 * types, socio-economic strata, real hospital names); a sensible list of our own where the spec gives only
 * a count. docs/catalogues.md says which is which.
 */
import { readCsv } from './text';

const dataDir = new URL('../data/', import.meta.url);

export const catalogueNames = [
  'Feature_Flags',
  'EPS',
  'Hospitales',
  'IPS',
  'ModalidadesControl',
  'TiposControl',
  'Instituciones',
  'MotivosRemision',
  'MotivosSuspension',
  'CalidadBuenaRegularDeficiente',
  'NivelAltoMedioBajo',
  'Entidades',
  'AreasRemision',
  'Especialidades',
  'Terapias',
  'TiposAlimentacion',
  'TiposSubsidio',
  'NivelesEducativos',
  'Parentescos',
  'PoblacionDiferencial',
  'TipologiasFamiliares',
  'MetodosPlanificacion',
  'RangosIngresos',
  'TiposVivienda',
  'TenenciaVivienda',
  'EstratosSocioeconomicos',
  'GruposSisben',
  'CuidadoresBayley',
  'AcompanantesBayley',
  'EstadosCivilesMadre',
  'EstadosMadre',
  'EstadosFamiliar',
  'EstadosSubsidio',
  'RiesgoSocial',
  'TiposActividadTrabajoSocial',
  'Vacunas',
] as const;
export type CatalogueName = (typeof catalogueNames)[number];

export interface CatalogueItem {
  id: number | string;
  name: string;
  [extra: string]: unknown;
}
export interface FeatureFlag {
  name: string;
  value: boolean;
}

/** Feature flags (spec 000 §2 Home): the Trabajo Social tile needs socialWork; changeSite enables "Cambiar Sede". */
export const featureFlags: FeatureFlag[] = [
  { name: 'socialWork', value: true },
  { name: 'changeSite', value: true },
];

/** An item of a catalogue numbered from 1. */
interface NumberedItem extends CatalogueItem {
  id: number;
}

/** Builds `[{ id: 1, name: a }, { id: 2, name: b }, ...]`. */
const numbered = (...names: string[]): NumberedItem[] => names.map((name, i) => ({ id: i + 1, name }));

const epsRegimes = ['contributivo', 'subsidiado', 'ambos'] as const;
export type EpsRegime = (typeof epsRegimes)[number];
const isEpsRegime = (text: string | undefined): text is EpsRegime =>
  epsRegimes.some((regime) => regime === text);
export interface EpsItem extends CatalogueItem {
  id: string;
  active: boolean;
  /** Regime of the entity in 2024 (only known for the entities in operation). */
  regime: EpsRegime | null;
  /** Kind of SISPRO code: contributivo_o_movilidad, subsidiado_o_movilidad, ccf_subsidiado, indigena... */
  codeType: string;
  nit: string | null;
}

/** EPS from server/data/eps_colombia.csv (SISPRO codes, active flag from the 2024 list; see SOURCES.md). */
export function loadEps(): EpsItem[] {
  return readCsv(new URL('eps_colombia.csv', dataDir)).map((row) => ({
    id: row.code!,
    name: row.name!,
    active: row.active === 'true',
    regime: isEpsRegime(row.entity_regime_2024) ? row.entity_regime_2024 : null,
    codeType: row.code_type!,
    nit: row.nit || null,
  }));
}

/** Hospitals with a neonatal unit in Bogotá and the Medellín metropolitan area (real names); 99 = Otro. */
export const hospitals: NumberedItem[] = (
  [
    ['Hospital Universitario San Ignacio', 'Bogotá'],
    ['Hospital de San José', 'Bogotá'],
    ['Hospital Infantil Universitario de San José', 'Bogotá'],
    ['Fundación Santa Fe de Bogotá', 'Bogotá'],
    ['Hospital Universitario Clínica San Rafael', 'Bogotá'],
    ['Clínica del Country', 'Bogotá'],
    ['Hospital Militar Central', 'Bogotá'],
    ['LaCardio (Fundación Cardioinfantil)', 'Bogotá'],
    ['Hospital Universitario Mayor Méderi', 'Bogotá'],
    ['Clínica Universitaria Colombia', 'Bogotá'],
    ['Clínica Reina Sofía', 'Bogotá'],
    ['Clínica de la Mujer', 'Bogotá'],
    ['Hospital Occidente de Kennedy', 'Bogotá'],
    ['Hospital de Bosa', 'Bogotá'],
    ['Hospital de Meissen', 'Bogotá'],
    ['Hospital El Tunal', 'Bogotá'],
    ['Hospital La Victoria', 'Bogotá'],
    ['Hospital de Engativá', 'Bogotá'],
    ['Hospital de Suba', 'Bogotá'],
    ['Hospital Simón Bolívar', 'Bogotá'],
    ['Hospital General de Medellín Luz Castro de Gutiérrez', 'Medellín'],
    ['Hospital Universitario San Vicente Fundación', 'Medellín'],
    ['Hospital Pablo Tobón Uribe', 'Medellín'],
    ['Clínica Universitaria Bolivariana', 'Medellín'],
    ['Clínica del Prado', 'Medellín'],
    ['Clínica Las Américas AUNA', 'Medellín'],
    ['Clínica El Rosario', 'Medellín'],
    ['Clínica Las Vegas', 'Medellín'],
    ['Clínica Medellín', 'Medellín'],
    ['Metrosalud Unidad Hospitalaria Belén', 'Medellín'],
    ['Hospital Manuel Uribe Ángel', 'Envigado'],
    ['Hospital Marco Fidel Suárez', 'Bello'],
  ] as const
)
  .map(([name, city], i): NumberedItem => ({ id: i + 1, name, city }))
  .concat([{ id: 99, name: 'Otro', city: null }]);

/** Hospital ids by city, for drawing a plausible birth IPS. */
export const hospitalIdsByCity = {
  bogota: hospitals.filter((h) => h.city === 'Bogotá').map((h) => h.id),
  medellin: hospitals.filter((h) => typeof h.city === 'string' && h.city !== 'Bogotá').map((h) => h.id),
};

/** Control role groups of spec 000 §6 (0 admin, 1 pediatrician, 2 nursing, 3 social worker) per referral area. */
/** Referral areas: the id is the control role group of spec 000 §6 that the referring user belongs to. */
export const referralAreas: CatalogueItem[] = [
  { id: 0, name: 'Coordinación del programa', roleGroup: 0 },
  { id: 1, name: 'Pediatría', roleGroup: 1 },
  { id: 2, name: 'Enfermería', roleGroup: 2 },
  { id: 3, name: 'Trabajo Social', roleGroup: 3 },
];

/** Vaccines (spec 001 §9): the 13 names and the schedule by months exactly as the spec gives it. */
export const vaccines: CatalogueItem[] = [
  { id: 1, name: 'Haemophilus influenzae tipo b', months: [2, 4, 6, 18] },
  { id: 2, name: 'BCG', months: [0] },
  { id: 3, name: 'Hepatitis B', months: [0, 2, 4, 6, 18] },
  { id: 4, name: 'Polio', months: [2, 4, 18] },
  { id: 5, name: 'DPT', months: [2, 4, 6, 18] },
  { id: 6, name: 'Rotavirus', months: [2, 4, 18] },
  { id: 7, name: 'Neumococo', months: [2, 4, 12] },
  { id: 8, name: 'Influenza', months: [6, 7, 12] },
  { id: 9, name: 'Triple viral (SRP)', months: [12] },
  { id: 10, name: 'Fiebre amarilla', months: [18] },
  { id: 11, name: 'Hepatitis A', months: [12] },
  { id: 12, name: 'Varicela', months: [12] },
  { id: 13, name: 'COVID-19', months: [6] },
].map((v) => ({ ...v, doseTypes: v.id === 5 ? ['Celular', 'Acelular'] : ['Regular'] }));

/** Sisbén IV groups (DNP) with their subgroups: A 5, B 7, C 18, D 21 (spec 001 §9). */
export const sisbenGroups: CatalogueItem[] = (
  [
    ['A', 'Pobreza extrema', 5],
    ['B', 'Pobreza moderada', 7],
    ['C', 'Vulnerable', 18],
    ['D', 'No pobre, no vulnerable', 21],
  ] as const
).map(([letter, label, count], i) => ({
  id: i + 1,
  name: `${letter} - ${label}`,
  letter,
  // Subgroups are sent as their code ('A1'), as the initial assessment's contract takes them.
  subgroups: Array.from({ length: count }, (_, j) => ({
    id: `${letter}${j + 1}`,
    name: `${letter}${j + 1}`,
  })),
}));

/** Marital status of the mother (civil status of Colombian law, with unión libre). */
export const maritalStatuses = numbered(
  'Soltera',
  'Casada',
  'Unión libre',
  'Separada',
  'Divorciada',
  'Viuda',
);

/** The mother's current state (spec 001 §9). */
export const motherStates = numbered(
  'Normal',
  'Cuidados intensivos',
  'En recuperación',
  'Fallecida',
  'Desaparecida',
);

/** Caretakers of the Bayley observations: option 6 is "other" and asks "¿Quién?" (spec 000 §3). */
export const bayleyCaretakers = numbered(
  'Madre',
  'Padre',
  'Abuela',
  'Otro familiar',
  'Jardín infantil',
  'Otro',
);
/** Companions of the Bayley observations: option 4 is "other" and asks "¿Quién lo acompaña?" (spec 000 §3). */
export const bayleyCompanions = numbered('Madre', 'Padre', 'Otro familiar', 'Otro');

/** Every catalogue, keyed by its parameter name. */
export function buildCatalogues(): Record<CatalogueName, unknown[]> {
  return {
    Feature_Flags: featureFlags,
    EPS: loadEps(),
    Hospitales: hospitals,
    IPS: hospitals,
    ModalidadesControl: numbered('Individual', 'Familiar', 'Grupal'),
    TiposControl: numbered('Evaluación', 'Intervención'),
    Instituciones: numbered(
      'ICBF - Instituto Colombiano de Bienestar Familiar',
      'Comisaría de Familia',
      'EPS',
      'SIVIGILA - Sistema Nacional de Vigilancia en Salud Pública',
    ),
    MotivosRemision: [
      ...numbered(
        'Síntomas de depresión posparto',
        'Síntomas de ansiedad',
        'Duelo',
        'Violencia intrafamiliar',
        'Consumo de sustancias psicoactivas',
        'Dificultades en el vínculo madre-hijo',
        'Madre adolescente',
        'Embarazo no deseado o rechazo del bebé',
        'Conflicto de pareja',
        'Red de apoyo insuficiente',
        'Riesgo psicosocial identificado por Trabajo Social',
        'Sospecha de alteración del desarrollo',
      ),
      { id: 100, name: 'Otro' },
    ],
    MotivosSuspension: numbered('Cumplimiento de objetivos', 'La madre no desea continuar'),
    CalidadBuenaRegularDeficiente: numbered('Buena', 'Regular', 'Deficiente'),
    NivelAltoMedioBajo: numbered('Alto', 'Medio', 'Bajo'),
    Entidades: numbered(
      'ICBF - Instituto Colombiano de Bienestar Familiar',
      'Comisaría de Familia',
      'Fiscalía General de la Nación',
      'Secretaría de Integración Social',
    ),
    AreasRemision: referralAreas,
    Especialidades: numbered(
      'Psiquiatría',
      'Psiquiatría infantil',
      'Neuropediatría',
      'Fisiatría',
      'Terapia física',
      'Terapia ocupacional',
      'Fonoaudiología',
      'Nutrición y dietética',
      'Oftalmología pediátrica',
      'Otorrinolaringología',
      'Genética clínica',
      'Neumología pediátrica',
      'Cardiología pediátrica',
      'Gastroenterología pediátrica',
      'Psicología',
      'Trabajo Social',
    ),
    // Therapies of the development control, with the ids and names of spec 000 §3.
    Terapias: numbered('Terapia Física', 'Terapia Ocupacional', 'Terapia del Lenguaje', 'Terapia Integral'),
    // Feeding types of the anthropometry reading (AN_TipoAlimentacion holds a list of these ids).
    TiposAlimentacion: numbered(
      'Leche materna exclusiva',
      'Leche materna fortificada',
      'Leche materna y fórmula',
      'Fórmula láctea',
      'Alimentación complementaria',
    ),
    TiposSubsidio: numbered(
      'Renta Ciudadana (antes Familias en Acción)',
      'Ingreso Mínimo Garantizado',
      'Cuota monetaria de caja de compensación',
      'Bono o apoyo alimentario',
      'Subsidio de vivienda',
      'Programa de primera infancia ICBF',
      'Buen Comienzo',
      'Apoyo de transporte',
      'Otro',
    ),
    NivelesEducativos: numbered(
      'Ninguno',
      'Preescolar',
      'Primaria incompleta',
      'Primaria completa',
      'Secundaria incompleta',
      'Bachillerato completo',
      'Técnico o tecnólogo',
      'Universitario',
      'Posgrado',
    ),
    Parentescos: numbered(
      'Madre',
      'Padre',
      'Hermano(a)',
      'Abuelo(a) materno(a)',
      'Abuelo(a) paterno(a)',
      'Tío(a)',
      'Primo(a)',
      'Bisabuelo(a)',
      'Padrastro',
      'Madrastra',
      'Cuñado(a)',
      'Sobrino(a)',
      'Madre sustituta',
      'Amigo(a) o vecino(a)',
      'Otro',
    ),
    PoblacionDiferencial: numbered(
      'Indígena',
      'Afrocolombiana, negra, raizal o palenquera',
      'Víctima del conflicto armado',
      'Migrante',
      'Persona con discapacidad',
      'Ninguna',
    ),
    TipologiasFamiliares: numbered(
      'Nuclear',
      'Extensa',
      'Monoparental con jefatura femenina',
      'Monoparental con jefatura masculina',
      'Reconstituida',
      'Compuesta',
      'Homoparental',
    ),
    MetodosPlanificacion: numbered(
      'Ninguno',
      'Preservativo',
      'Anticonceptivos orales',
      'Inyectable mensual',
      'Inyectable trimestral',
      'Implante subdérmico',
      'Dispositivo intrauterino (DIU)',
      'Ligadura de trompas',
      'Vasectomía de la pareja',
      'Método de lactancia y amenorrea (MELA)',
      'Métodos naturales',
    ),
    RangosIngresos: numbered(
      'Menos de 1 SMMLV',
      'Entre 1 y 2 SMMLV',
      'Entre 2 y 3 SMMLV',
      'Entre 3 y 4 SMMLV',
      'Más de 4 SMMLV',
    ),
    TiposVivienda: numbered(
      'Casa',
      'Apartamento',
      'Tipo cuarto',
      'Vivienda tradicional indígena',
      'Vivienda tradicional étnica (afrocolombiana, isleña, Rrom)',
      'Otro',
    ),
    TenenciaVivienda: numbered(
      'Propia, totalmente pagada',
      'Propia, la están pagando',
      'En arriendo',
      'Familiar',
      'Otra',
    ),
    EstratosSocioeconomicos: numbered(
      'Estrato 1 (bajo-bajo)',
      'Estrato 2 (bajo)',
      'Estrato 3 (medio-bajo)',
      'Estrato 4 (medio)',
      'Estrato 5 (medio-alto)',
      'Estrato 6 (alto)',
    ),
    GruposSisben: sisbenGroups,
    // The Bayley parameters' observations use the same options.
    CuidadoresBayley: bayleyCaretakers,
    AcompanantesBayley: bayleyCompanions,
    EstadosCivilesMadre: maritalStatuses,
    EstadosMadre: motherStates,
    EstadosFamiliar: numbered('Activo', 'Inactivo', 'Fallecido'),
    EstadosSubsidio: numbered('Activo', 'Inactivo', 'Eliminado'),
    RiesgoSocial: numbered('Alto', 'Medio', 'Bajo'),
    // Ids follow the document type ids of spec 000 §3; sourceType is what activities and risks carry.
    TiposActividadTrabajoSocial: [
      { id: 6, name: 'Valoración Inicial', sourceType: 'InitialAssessment' },
      { id: 7, name: 'Evolución', sourceType: 'SocialWorkEvolution' },
      { id: 8, name: 'Visita Domiciliaria', sourceType: 'HomeVisit' },
    ],
    Vacunas: vaccines,
  };
}
