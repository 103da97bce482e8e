/**
 * The demo histories: the fixtures of fixtures.ts first, then generated births until the count is
 * reached (default 2,400). Each birth draws from its own seeded stream (Random.for('birth', n)), so the
 * data is the same on every machine; birth dates are counted back from the seeding day, so on the day of
 * seeding some babies are under and some over 40 weeks corrected age, whatever the calendar date. The same
 * seeding day gives exactly the same rows.
 *
 * The history record stored in histories.record follows src/contract/history.ts field for field.
 */
import type { HistoryRecord, MotherFacts } from '../../src/contract/history';
import { completedYears } from '../../src/domain/gestation';
import { historySearchText } from '../../src/domain/history-search';
import { hospitalIdsByCity } from './catalogues';
import {
  fixtureBirthDate,
  fixtureList,
  historyCode,
  historyId,
  type FixtureHistory,
  type SiteId,
} from './fixtures';
import { olsenValue, olsenZ } from './growth';
import {
  antioquianSurnames,
  babyBoyNames,
  babyGirlNames,
  bogotaPlaces,
  medellinPlaces,
  mobilePhone,
  motherCompoundNames,
  motherFirstNames,
  streetAddress,
  surnames,
} from './names';
import { Random } from './random';
import { addDays, bogotaInstant } from './text';

export const DEFAULT_HISTORY_COUNT = 2400;

/** A pregnancy lasts 280 days (spec 000 §9); corrected age 40 weeks = gestational + chronological days ≥ 280. */
export const TERM_DAYS = 280;

export type City = 'bogota' | 'medellin';

/** One row of the histories table (column names as in 0001_initial.sql). */
export interface HistoryRow {
  id: string;
  code: string;
  site_id: number;
  patient_name: string;
  patient_document: string | null;
  mother_name: string;
  mother_document: string;
  custodian_document: string | null;
  substitute_mother: boolean;
  birth_date: string;
  gestational_days: number;
  sex: 'F' | 'M';
  birth_weight_g: number;
  search_text: string;
  record: HistoryRecord;
  created_at: string;
}

/** What the anthropometry generator needs beyond the row. */
export interface GeneratedHistory {
  row: HistoryRow;
  ageDays: number;
  city: City;
  birthZ: { weight: number; length: number; head: number };
  /** Fixtures and about 15 % of the others get anthropometry readings. */
  withReadings: boolean;
}

const gestationBands: (readonly [readonly [number, number], number])[] = [
  [[24, 25], 4],
  [[26, 27], 7],
  [[28, 29], 10],
  [[30, 31], 15],
  [[32, 33], 20],
  [[34, 36], 32],
  [[37, 41], 12],
];

const epsBySiteCity = {
  bogota: {
    contributivo: [
      ['EPS008', 20],
      ['EPS037', 18],
      ['EPS005', 15],
      ['EPS017', 15],
      ['EPS002', 12],
      ['EPS010', 12],
      ['EPS001', 3],
      ['EPS046', 2],
    ],
    subsidiado: [
      ['EPSS34', 60],
      ['EPSS41', 15],
      ['EPSS17', 15],
      ['EPSS05', 5],
      ['EPSS08', 5],
    ],
  },
  medellin: {
    contributivo: [
      ['EPS010', 45],
      ['EPS037', 20],
      ['EPS005', 10],
      ['EPS002', 10],
      ['EAS016', 5],
    ],
    subsidiado: [
      ['EPSS40', 55],
      ['EPSS10', 20],
      ['EPSS41', 15],
      ['ESS024', 10],
    ],
  },
} as const;

interface Used {
  documents: Set<string>;
}

function uniqueDocument(r: Random, used: Used, make: () => string): string {
  for (;;) {
    const doc = make();
    if (!used.documents.has(doc)) {
      used.documents.add(doc);
      return doc;
    }
  }
}

/**
 * A cédula: 10 digits (10xx...) for people up to 40 years old, who got theirs after 2003; the older
 * 8-digit series otherwise. Decided on the age, not the year, so documents do not depend on the seeding day.
 */
function cedula(r: Random, city: City, age: number): string {
  if (age <= 40) {
    return city === 'bogota'
      ? `10${String(r.int(0, 33)).padStart(2, '0')}${r.digits(6)}`
      : `${r.pick(['1017', '1020', '1035', '1036', '1037', '1039', '1040', '1128', '1152'])}${r.digits(6)}`;
  }
  const series = city === 'bogota' ? ['52', '53', '39', '41', '51'] : ['43', '42', '32'];
  return `${r.pick(series)}${r.digits(6)}`;
}

const twoDistinct = (r: Random, list: readonly string[]): [string, string] => {
  const a = r.pick(list);
  let b = r.pick(list);
  while (b === a) b = r.pick(list);
  return [a, b];
};

function surnamePool(r: Random, city: City): readonly string[] {
  return city === 'medellin' && r.chance(0.6) ? antioquianSurnames : surnames;
}

function place(r: Random, city: City): { locality: string; neighbourhood: string } {
  const places = city === 'bogota' ? bogotaPlaces : medellinPlaces;
  const [locality, , neighbourhoods] = r.weighted(places.map((p) => [p, p[1]] as const));
  return { locality, neighbourhood: r.pick(neighbourhoods) };
}

interface Birth {
  siteId: SiteId;
  city: City;
  gestationalDays: number;
  ageDays: number;
  birthDate: string;
  motherName: string;
  motherSurnames: [string, string];
  fatherSurname: string | null;
  motherDocument: string;
  substituteMother: boolean;
  custodianDocument: string | null;
  social: HistoryRecord['SocialWork'];
}

function drawBirth(r: Random, seedDay: string, used: Used): Birth {
  const siteId = r.weighted<SiteId>([
    [1, 45],
    [2, 30],
    [3, 25],
  ]);
  const city: City = siteId === 2 ? 'medellin' : 'bogota';
  const [fromWeek, toWeek] = r.weighted(gestationBands);
  const gestationalDays = r.int(fromWeek * 7, toWeek * 7 + 6);
  // About 12 % of babies are still before term on the seeding day; the rest span up to ~30 months.
  const lastPretermDay = TERM_DAYS - 1 - gestationalDays;
  const ageDays =
    lastPretermDay >= 2 && r.chance(0.12)
      ? r.int(2, lastPretermDay)
      : r.int(Math.max(2, TERM_DAYS - gestationalDays), 900);
  const birthDate = addDays(seedDay, -ageDays);

  const motherAge = r.weighted<readonly [number, number]>([
    [[14, 17], 8],
    [[18, 19], 8],
    [[20, 34], 70],
    [[35, 44], 14],
  ]);
  const motherAgeDays = r.int(motherAge[0], motherAge[1]) * 365 + r.int(0, 364);
  const motherBirthDate = addDays(birthDate, -motherAgeDays);
  const motherSurnames = twoDistinct(r, surnamePool(r, city));
  const given = r.chance(0.4) ? r.pick(motherCompoundNames) : r.pick(motherFirstNames);
  const motherName = `${given} ${motherSurnames[0]} ${motherSurnames[1]}`;
  const motherDocument = uniqueDocument(r, used, () => cedula(r, city, (motherAgeDays + ageDays) / 365));
  // The father does not always recognise the child: then the baby carries both of the mother's surnames.
  let fatherSurname: string | null = null;
  if (!r.chance(0.12)) {
    do fatherSurname = r.pick(surnamePool(r, city));
    while (fatherSurname === motherSurnames[0]);
  }

  const substituteMother = r.chance(0.08);
  const custodianDocument = substituteMother
    ? uniqueDocument(r, used, () => cedula(r, city, r.int(33, 60)))
    : null;
  const motherStatus = substituteMother
    ? r.weighted([
        [1, 55],
        [5, 30],
        [3, 10],
        [4, 5],
      ])
    : r.weighted([
        [1, 92],
        [3, 5],
        [ageDays < 30 ? 2 : 3, 2],
        [4, 0.3],
      ]);
  const { locality, neighbourhood } = place(r, city);
  const regime = r.chance(city === 'bogota' ? 0.45 : 0.5) ? 'subsidiado' : 'contributivo';
  const insured = r.chance(0.98);
  const birthIps = (() => {
    if (r.chance(0.03)) return 99;
    if (siteId === 1 && r.chance(0.55)) return 1;
    if (siteId === 3 && r.chance(0.55)) return r.chance(0.65) ? 2 : 3;
    return r.pick(city === 'bogota' ? hospitalIdsByCity.bogota : hospitalIdsByCity.medellin);
  })();

  return {
    siteId,
    city,
    gestationalDays,
    ageDays,
    birthDate,
    motherName,
    motherSurnames,
    fatherSurname,
    motherDocument,
    substituteMother,
    custodianDocument,
    social: {
      motherBirthDate,
      motherMaritalStatus: r.chance(0.02)
        ? null
        : r.weighted([
            [3, 45],
            [1, 30],
            [2, 17],
            [4, 5],
            [5, 1.5],
            [6, 1.5],
          ]),
      motherAddress: streetAddress(r, city),
      motherNeighborhood: neighbourhood,
      motherLocality: locality,
      motherTelephone: r.chance(0.03) ? null : mobilePhone(r),
      motherStatus,
      patientBirthIPS: birthIps,
      patientEPS: insured ? r.weighted(epsBySiteCity[city][regime]) : null,
      patientRegime: insured ? (regime === 'subsidiado' ? 'Subsidiado' : 'Contributivo') : null,
    },
  };
}

function drawBabyName(r: Random, sex: 'F' | 'M', avoid?: string): string {
  const names = sex === 'F' ? babyGirlNames : babyBoyNames;
  let name = r.pick(names);
  while (name === avoid) name = r.pick(names);
  return name;
}

/** Length and head circumference at birth (cm), on the intrauterine curve at the baby's birth z-scores. */
export interface BirthSize {
  lengthCm: number;
  headCm: number;
}

function birthSizeOf(
  row: { sex: 'F' | 'M'; gestational_days: number },
  z: GeneratedHistory['birthZ'],
): BirthSize {
  const round1 = (x: number) => Math.round(x * 10) / 10;
  return {
    lengthCm: round1(olsenValue('length', row.sex, row.gestational_days, z.length)),
    headCm: round1(olsenValue('head_circ', row.sex, row.gestational_days, z.head)),
  };
}

/**
 * The mother's facts of the anthropometry side panel, from their own stream (so the other draws of a birth
 * stay as they were): a first pregnancy is likelier the younger the mother; raising the baby alone is
 * likely for a single, separated, divorced or widowed mother and rare for a married one or one in unión
 * libre (the two facts differ, so neither decides the other); education follows age (a mother of 14 to 17
 * is still at school). About 3 % of records do not say each.
 */
function drawMotherFacts(r: Random, birthDate: string, social: HistoryRecord['SocialWork']): MotherFacts {
  const motherAge = social.motherBirthDate ? completedYears(social.motherBirthDate, birthDate) : 25;
  const maritalStatus = social.motherMaritalStatus;
  const unknown = () => r.chance(0.03);
  const firstPregnancy = motherAge < 20 ? 0.75 : motherAge < 30 ? 0.4 : 0.2;
  const alone = maritalStatus === null ? 0.25 : maritalStatus === 2 || maritalStatus === 3 ? 0.04 : 0.6;
  const education: (readonly [number, number])[] =
    motherAge < 18
      ? [
          [3, 10],
          [4, 25],
          [5, 60],
          [6, 5],
        ]
      : [
          [1, 1],
          [3, 6],
          [4, 8],
          [5, 22],
          [6, 35],
          [7, 16],
          [8, 10],
          [9, 2],
        ];
  return {
    primigestante: unknown() ? null : r.chance(firstPregnancy),
    mamaSola: unknown() ? null : r.chance(alone),
    nivelEducativo: unknown() ? null : r.weighted(education),
  };
}

function recordOf(
  row: Omit<HistoryRow, 'record' | 'search_text' | 'created_at'>,
  social: HistoryRecord['SocialWork'],
  birthSize: BirthSize,
  mother: MotherFacts,
) {
  const record: HistoryRecord = {
    id: row.id,
    EGNDT: row.code,
    Iden_Sede: row.site_id,
    Iden_nombreCompletoPaciente: row.patient_name,
    Iden_DocumentoPaciente: row.patient_document,
    Iden_Sexo: row.sex,
    Iden_nombreCompletoMadre: row.mother_name,
    Iden_DocumentoMadre: row.mother_document,
    Iden_MadreSustituta: row.substitute_mother,
    Iden_DocumentoCustodioTemporal: row.custodian_document,
    Iden_FechaParto: row.birth_date,
    Pediatria: {
      ExamenInicialPediatria: {
        EIP_EdadGestacionalAlNacer: { EIP_EG_DiasTotales: row.gestational_days },
        EIP_PesoAlNacer: row.birth_weight_g,
        EIP_TallaAlNacer: birthSize.lengthCm,
        EIP_PerimetroCefalicoAlNacer: birthSize.headCm,
      },
    },
    Madre: mother,
    SocialWork: social,
  };
  return record;
}

function finish(
  base: Omit<HistoryRow, 'record' | 'search_text' | 'created_at'>,
  social: HistoryRecord['SocialWork'],
  mother: MotherFacts,
  enrolledDay: string,
  enrolledHour: number,
  z: GeneratedHistory['birthZ'],
): HistoryRow {
  const record = recordOf(base, social, birthSizeOf(base, z), mother);
  return {
    ...base,
    search_text: historySearchText(record),
    record,
    created_at: bogotaInstant(enrolledDay, enrolledHour),
  };
}

/** Birth z-scores of length and head, correlated with the weight's. */
function birthZ(r: Random, sex: 'F' | 'M', gestationalDays: number, weightG: number) {
  const weight = olsenZ('weight', sex, gestationalDays, weightG);
  return {
    weight,
    length: Math.max(-3, Math.min(2.5, 0.7 * weight + r.normal(0, 0.5))),
    head: Math.max(-3, Math.min(2.5, 0.6 * weight + r.normal(0, 0.6))),
  };
}

function fixtureHistory(f: FixtureHistory, seedDay: string): GeneratedHistory {
  const r = Random.for('fixture', f.code);
  const birthDate = fixtureBirthDate(f, seedDay);
  const { locality, neighbourhood } = place(r, f.city);
  const social: HistoryRecord['SocialWork'] = {
    motherBirthDate: addDays(birthDate, -(r.int(19, 34) * 365 + r.int(0, 364))),
    motherMaritalStatus: 3,
    motherAddress: streetAddress(r, f.city),
    motherNeighborhood: neighbourhood,
    motherLocality: locality,
    motherTelephone: mobilePhone(r),
    motherStatus: 1,
    patientBirthIPS: f.siteId === 1 ? 1 : f.siteId === 3 ? 2 : 22,
    patientEPS: f.siteId === 2 ? 'EPSS40' : 'EPS008',
    patientRegime: f.siteId === 2 ? 'Subsidiado' : 'Contributivo',
  };
  // Drawn last, after the social data, as before the birth size was recorded.
  const z = birthZ(r, f.sex, f.gestationalDays, f.birthWeightG);
  const row = finish(
    {
      id: f.id,
      code: f.code,
      site_id: f.siteId,
      patient_name: f.patientName,
      patient_document: f.patientDocument,
      mother_name: f.motherName,
      mother_document: f.motherDocument,
      custodian_document: f.custodianDocument,
      substitute_mother: f.substituteMother,
      birth_date: birthDate,
      gestational_days: f.gestationalDays,
      sex: f.sex,
      birth_weight_g: f.birthWeightG,
    },
    social,
    f.mother ?? drawMotherFacts(Random.for('mother', f.code), birthDate, social),
    addDays(birthDate, Math.min(f.ageDays - 1, 3)),
    7,
    z,
  );
  return {
    row,
    ageDays: f.ageDays,
    city: f.city,
    birthZ: z,
    withReadings: f.ageDays >= 7,
  };
}

export interface HistoryOptions {
  /** The seeding day, 'YYYY-MM-DD' (Bogotá calendar); birth dates are counted back from it. */
  seedDay: string;
  count?: number;
}

/** Generates the demo histories: pure and deterministic for a given seeding day and count. */
export function generateHistories({
  seedDay,
  count = DEFAULT_HISTORY_COUNT,
}: HistoryOptions): GeneratedHistory[] {
  const used: Used = { documents: new Set() };
  for (const f of fixtureList) {
    used.documents.add(f.motherDocument);
    if (f.patientDocument) used.documents.add(f.patientDocument);
    if (f.custodianDocument) used.documents.add(f.custodianDocument);
  }
  const out = fixtureList.slice(0, count).map((f) => fixtureHistory(f, seedDay));

  for (let n = 0; out.length < count; n++) {
    const r = Random.for('birth', n);
    const birth = drawBirth(r, seedDay, used);
    // Twins share their mother's facts.
    const mother = drawMotherFacts(Random.for('mother', n), birth.birthDate, birth.social);
    const babies = r.chance(0.07) && out.length + 2 <= count ? 2 : 1;
    let firstName: string | undefined;
    for (let k = 0; k < babies; k++) {
      const code = historyCode(out.length + 1);
      const sex = r.chance(0.52) ? 'M' : 'F';
      const given = drawBabyName(r, sex, firstName);
      firstName = given;
      const [s1, s2] = birth.fatherSurname
        ? [birth.fatherSurname, birth.motherSurnames[0]]
        : [birth.motherSurnames[0], birth.motherSurnames[1]];
      // Babies at or after 37 weeks are in the programme for low birth weight: keep them under 2,500 g.
      const term = birth.gestationalDays >= 259;
      let z = term ? r.normal(-2.1, 0.45) : Math.max(-3, Math.min(1.8, r.normal(-0.35, 0.95)));
      if (babies === 2) z -= 0.4;
      let weight = Math.round(olsenValue('weight', sex, birth.gestationalDays, z));
      weight = Math.max(430, term ? Math.min(2490, weight) : weight);
      const withoutDocument = birth.ageDays < 30 ? r.chance(0.45) : r.chance(0.07);
      const patientDocument = withoutDocument ? null : uniqueDocument(r, used, () => `11${r.digits(8)}`);
      // Enrolled a few days after birth, and always before the seeding day.
      const enrolled = addDays(birth.birthDate, Math.min(birth.ageDays - 1, r.int(2, 20)));
      // The enrolment hour, then the birth z-scores: the order of the draws the data always had.
      const hour = r.int(7, 16);
      const zs = birthZ(r, sex, birth.gestationalDays, weight);
      const row = finish(
        {
          id: historyId(code),
          code,
          site_id: birth.siteId,
          patient_name: `${given} ${s1} ${s2}`,
          patient_document: patientDocument,
          mother_name: birth.motherName,
          mother_document: birth.motherDocument,
          custodian_document: birth.custodianDocument,
          substitute_mother: birth.substituteMother,
          birth_date: birth.birthDate,
          gestational_days: birth.gestationalDays,
          sex,
          birth_weight_g: weight,
        },
        birth.social,
        mother,
        enrolled,
        hour,
        zs,
      );
      out.push({
        row,
        ageDays: birth.ageDays,
        city: birth.city,
        birthZ: zs,
        withReadings: Random.for('readings', code).chance(0.15),
      });
    }
  }
  return out;
}
