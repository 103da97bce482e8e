/**
 * How the fields of a table's rows read, declared once per row resource: which catalogue names a coded
 * field, which holds a date. The row tables take their pickers' catalogues from here
 * (src/features/social-work/rows, editors/risks-table.tsx) and the sync panel shows a conflicting row's
 * values with the same names the table shows ("Madre", "1 may 1990"), not the stored codes.
 */
import { familyMemberStates } from '../contract/family-composition';
import type { RowResourceName } from '../contract/registry';
import type { CatalogueItem } from '../domain/catalogue-name';

export type FieldReading =
  /** A code of a parameter catalogue (GET /v1/parameters/name/{name}). */
  | { kind: 'catalogue'; catalogue: string }
  /** A code of a fixed list of the product. */
  | { kind: 'choice'; options: readonly CatalogueItem[] }
  /** An ISO date. */
  | { kind: 'date' };

const catalogue = (name: string): FieldReading => ({ kind: 'catalogue', catalogue: name });
const date: FieldReading = { kind: 'date' };

/** The family member's states, as a catalogue (the spec fixes them; no parameter holds them). */
export const familyMemberStateItems: readonly CatalogueItem[] = familyMemberStates.map((state) => ({
  id: state.id,
  name: state.label,
}));

/** Fields not listed read as themselves (texts, numbers; yes/no as Sí/No). */
export const rowFieldReadings: { [R in RowResourceName]: Readonly<Record<string, FieldReading>> } = {
  'family-composition': {
    kinship: catalogue('Parentescos'),
    birthDate: date,
    education: catalogue('NivelesEducativos'),
    state: { kind: 'choice', options: familyMemberStateItems },
  },
  'external-network-report': { filingDate: date, entity: catalogue('Entidades') },
  subsidy: { date, type: catalogue('TiposSubsidio') },
  'psychosocial-risk': { assessmentDate: date },
  'social-work-activity': {},
};

/** The catalogue a row table's coded column picks from. */
export function rowCatalogue(resource: RowResourceName, field: string): string {
  const reading = rowFieldReadings[resource][field];
  if (reading?.kind !== 'catalogue') throw new Error(`${resource}.${field} reads no catalogue`);
  return reading.catalogue;
}

const isRowResource = (kind: string): kind is RowResourceName => Object.hasOwn(rowFieldReadings, kind);

/** How a field of a row (or a document: its fields read as themselves) reads. */
export const fieldReadingOf = (kind: string, field: string): FieldReading | undefined =>
  isRowResource(kind) ? rowFieldReadings[kind][field] : undefined;
