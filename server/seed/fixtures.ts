/**
 * Memorable histories at the top of the demo data (codes CNG-000001 to CNG-000012), for tests, demos and
 * manual checks. Their names, documents and clinical facts are fixed; their birth dates are counted back
 * from the seeding day so that what they show (under or over 40 weeks corrected age, exactly on the
 * boundary...) holds on the day the data is seeded. docs/demo-data.md lists them.
 */
import type { MotherFacts } from '../../src/contract/history';
import { stableUuid } from './random';
import { addDays } from './text';

export type SiteId = 1 | 2 | 3;

export interface FixtureHistory {
  /** Short name for tests: fixtures.underFortyWeeks. */
  key: string;
  id: string;
  code: string;
  siteId: SiteId;
  /** What the fixture is for. */
  purpose: string;
  patientName: string;
  sex: 'F' | 'M';
  patientDocument: string | null;
  motherName: string;
  motherDocument: string;
  substituteMother: boolean;
  custodianDocument: string | null;
  gestationalDays: number;
  /** Chronological age in days on the seeding day (birth date = seeding day minus this). */
  ageDays: number;
  birthWeightG: number;
  /** City for the address, neighbourhood and locality. */
  city: 'bogota' | 'medellin';
  /** The mother's facts of the anthropometry side panel, where a test reads them; else drawn. */
  mother?: MotherFacts;
}

export const historyCode = (n: number) => `CNG-${String(n).padStart(6, '0')}`;
export const historyId = (code: string) => stableUuid(`history:${code}`);

const fixture = (n: number, f: Omit<FixtureHistory, 'id' | 'code'>): FixtureHistory => {
  const code = historyCode(n);
  return { ...f, code, id: historyId(code) };
};

/** One mother, so both twins carry her facts. */
const twinsMother: MotherFacts = { primigestante: false, mamaSola: true, nivelEducativo: 5 };

/** What the twins share: their site, their mother and their birth. */
const twinsBirth = {
  siteId: 3,
  motherName: 'Johana Cifuentes Mora',
  motherDocument: '1031222333',
  substituteMother: false,
  custodianDocument: null,
  gestationalDays: 222,
  ageDays: 60,
  city: 'bogota',
  mother: twinsMother,
} as const;

export const fixtures = {
  underFortyWeeks: fixture(1, {
    key: 'underFortyWeeks',
    purpose:
      'Born 14 days ago at 30+2 weeks: 32+2 weeks corrected age, so Bayley and Griffiths are disabled.',
    siteId: 1,
    patientName: 'Salomé Ramírez Ortiz',
    sex: 'F',
    patientDocument: null,
    motherName: 'Luisa Fernanda Ortiz Peña',
    motherDocument: '1019876123',
    substituteMother: false,
    custodianDocument: null,
    gestationalDays: 212,
    ageDays: 14,
    birthWeightG: 1380,
    city: 'bogota',
  }),
  overFortyWeeks: fixture(2, {
    key: 'overFortyWeeks',
    purpose:
      'Born 240 days ago at 32+0 weeks: about 6 months past term, with a series of anthropometry readings.',
    siteId: 1,
    patientName: 'Martín Muñoz Álvarez',
    sex: 'M',
    patientDocument: '1141234567',
    motherName: 'Ángela María Álvarez Ríos',
    motherDocument: '52789456',
    substituteMother: false,
    custodianDocument: null,
    gestationalDays: 224,
    ageDays: 240,
    birthWeightG: 1650,
    city: 'bogota',
    // A first pregnancy, a mother not raising the baby alone, 'Bachillerato completo'.
    mother: { primigestante: true, mamaSola: false, nivelEducativo: 6 },
  }),
  substituteMother: fixture(3, {
    key: 'substituteMother',
    purpose:
      'Substitute mother: verification accepts the last 3 digits of the mother (321) or the custodian (789).',
    siteId: 1,
    patientName: 'Thiago Hernández Suárez',
    sex: 'M',
    patientDocument: '1141987654',
    motherName: 'Yuliana Andrea Suárez Cárdenas',
    motherDocument: '1023456321',
    substituteMother: true,
    custodianDocument: '41678789',
    gestationalDays: 200,
    ageDays: 150,
    birthWeightG: 1120,
    city: 'bogota',
  }),
  medellin: fixture(4, {
    key: 'medellin',
    purpose: 'Site 2 (Medellín): visible to psicologia, not to trabajosocial.',
    siteId: 2,
    patientName: 'Mariana Restrepo Zapata',
    sex: 'F',
    patientDocument: '1036998877',
    motherName: 'Paula Andrea Zapata Londoño',
    motherDocument: '1036654987',
    substituteMother: false,
    custodianDocument: null,
    gestationalDays: 239,
    ageDays: 400,
    birthWeightG: 2010,
    city: 'medellin',
  }),
  sanJose: fixture(5, {
    key: 'sanJose',
    purpose: 'Site 3 (San Jose): visible to trabajosocial, not to psicologia.',
    siteId: 3,
    patientName: 'Samuel Torres Quintero',
    sex: 'M',
    patientDocument: '1141555666',
    motherName: 'Diana Marcela Quintero Vargas',
    motherDocument: '1030567654',
    substituteMother: false,
    custodianDocument: null,
    gestationalDays: 234,
    ageDays: 95,
    birthWeightG: 1890,
    city: 'bogota',
  }),
  exactlyFortyWeeks: fixture(6, {
    key: 'exactlyFortyWeeks',
    purpose:
      'Born at 35+0 weeks 35 days ago: exactly 40+0 weeks corrected age today, Bayley and Griffiths enabled.',
    siteId: 1,
    patientName: 'Emilia Castro Rincón',
    sex: 'F',
    patientDocument: '1141222333',
    motherName: 'Natalia Rincón Beltrán',
    motherDocument: '1015432111',
    substituteMother: false,
    custodianDocument: null,
    gestationalDays: 245,
    ageDays: 35,
    birthWeightG: 2240,
    city: 'bogota',
  }),
  thirtyNineWeeksSixDays: fixture(7, {
    key: 'thirtyNineWeeksSixDays',
    purpose:
      'Born at 35+0 weeks 34 days ago: 39+6 weeks corrected age today, one day short of the Bayley tab.',
    siteId: 1,
    patientName: 'Jerónimo Pardo Niño',
    sex: 'M',
    patientDocument: null,
    motherName: 'Karen Lizeth Niño Acosta',
    motherDocument: '1022987222',
    substituteMother: false,
    custodianDocument: null,
    gestationalDays: 245,
    ageDays: 34,
    birthWeightG: 2310,
    city: 'bogota',
  }),
  twinA: fixture(8, {
    key: 'twinA',
    purpose: 'Twin of CNG-000009: same mother, same birth; a search by the mother finds both.',
    patientName: 'Sara Gómez Cifuentes',
    sex: 'F',
    patientDocument: '1141444001',
    birthWeightG: 1490,
    ...twinsBirth,
  }),
  twinB: fixture(9, {
    key: 'twinB',
    purpose: 'Twin of CNG-000008.',
    patientName: 'Simón Gómez Cifuentes',
    sex: 'M',
    patientDocument: '1141444002',
    birthWeightG: 1560,
    ...twinsBirth,
  }),
  extremelyPreterm: fixture(10, {
    key: 'extremelyPreterm',
    purpose: 'The youngest gestational age of the data set: 24+0 weeks (168 days), 400 days old.',
    siteId: 2,
    patientName: 'Antonella Vélez Cano',
    sex: 'F',
    patientDocument: '1036111222',
    motherName: 'Manuela Cano Arango',
    motherDocument: '1037444555',
    substituteMother: false,
    custodianDocument: null,
    gestationalDays: 168,
    ageDays: 400,
    birthWeightG: 640,
    city: 'medellin',
  }),
  termLowBirthWeight: fixture(11, {
    key: 'termLowBirthWeight',
    purpose: 'The oldest gestational age of the data set: 41+6 weeks (293 days), small for gestational age.',
    siteId: 1,
    patientName: 'Tomás Beltrán Pineda',
    sex: 'M',
    patientDocument: '1141777888',
    motherName: 'Sandra Milena Pineda Rojas',
    motherDocument: '39765432',
    substituteMother: false,
    custodianDocument: null,
    gestationalDays: 293,
    ageDays: 200,
    birthWeightG: 2320,
    city: 'bogota',
  }),
  bornAtThirtyWeeks: fixture(12, {
    key: 'bornAtThirtyWeeks',
    purpose:
      'Born 106 days ago at 30+2 weeks: weekly readings from 31 to 40 weeks postmenstrual age, then at 44 weeks.',
    siteId: 1,
    patientName: 'Emiliano Rojas Castaño',
    sex: 'M',
    patientDocument: null,
    motherName: 'Carolina Castaño Mejía',
    motherDocument: '1022345678',
    substituteMother: false,
    custodianDocument: null,
    gestationalDays: 212,
    ageDays: 106,
    birthWeightG: 1420,
    city: 'bogota',
  }),
} satisfies Record<string, FixtureHistory>;

export type FixtureKey = keyof typeof fixtures;
export const fixtureList: FixtureHistory[] = Object.values(fixtures);

/** Birth date of a fixture for a seeding day ('YYYY-MM-DD'). */
export const fixtureBirthDate = (f: FixtureHistory, seedDay: string) => addDays(seedDay, -f.ageDays);
