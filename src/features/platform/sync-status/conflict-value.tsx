/**
 * A conflicting value as the table or the form shows it: a catalogue's code by its name, a date as a date
 * (src/document-kit/row-field-readings.ts), anything else as conflict-format.ts writes it.
 */
import { catalogueName, useCatalogue } from '../../../document-kit/catalogues';
import { fieldReadingOf } from '../../../document-kit/row-field-readings';
import { formatShortDate } from '../../../domain/date-format';
import { formatConflictValue } from './conflict-format';

const blank = (value: unknown) => value === undefined || value === null || value === '';

export function ConflictValue({ kind, field, value }: { kind: string; field: string; value: unknown }) {
  const reading = fieldReadingOf(kind, field);
  if (blank(value) || !reading) return formatConflictValue(value);
  switch (reading.kind) {
    case 'date':
      return typeof value === 'string' ? formatShortDate(value) : formatConflictValue(value);
    case 'choice':
      return catalogueName(reading.options, value);
    case 'catalogue':
      return <CatalogueValue catalogue={reading.catalogue} value={value} />;
  }
}

/** The code's name once the stored catalogue is read; the code itself while it is read. */
function CatalogueValue({ catalogue, value }: { catalogue: string; value: unknown }) {
  const items = useCatalogue(catalogue);
  return items === undefined ? formatConflictValue(value) : catalogueName(items, value);
}
