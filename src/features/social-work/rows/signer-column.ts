/**
 * The "Responsable" column of the social-work tables (spec 001 §2): the professional who signed the row
 * last, read from its signature.
 */
import type { ShownColumn } from '../../../ui/row-table/editable-row-table';

export const signerColumn = (label: string): ShownColumn => ({
  kind: 'shown',
  key: 'signature',
  label,
  render: (row) => {
    const { signature } = row.values;
    const name = typeof signature === 'object' && signature !== null && 'name' in signature && signature.name;
    return typeof name === 'string' ? name : '';
  },
});
