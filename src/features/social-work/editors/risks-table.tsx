/**
 * The psychosocial risks of the initial assessment (spec 001 §2 "Psychosocial risk table": Fecha, Acción,
 * Observación, Acciones, with add; §3 sorted by assessment date; §5 date and action required; §7 calls).
 *
 * A risk is a row of the history (GET by history) that names the assessment that recorded it: its POST
 * carries the assessment's id as sourceId and 'InitialAssessment' as sourceType. The editor gives the
 * assessment's draft key: for an assessment made on this device that is its local id, and the outbox
 * sends the risk only once the assessment's first stage has been acknowledged, with the server's id in
 * its place (src/offline/local-ids.ts). The table shows every risk of the history (the child's risks over
 * time; docs/ui-decisions.md); the card shows those the assessment recorded.
 */
import type { Signature } from '../../../contract/common';
import { PSYCHOSOCIAL_RISK_SOURCE_TYPE } from '../../../contract/psychosocial-risk';
import { risksText as t } from '../../../i18n/social-work';
import { ServerRowTable, type ServerRowColumns } from '../../../document-kit/server-row-table';
import type { RowValues } from '../../../ui/row-table/editable-row-table';

const columns: ServerRowColumns<'psychosocial-risk'> = [
  { kind: 'date', key: 'assessmentDate', label: t.date },
  { kind: 'text', key: 'action', label: t.action },
  { kind: 'text', key: 'observation', label: t.observation },
];

/** Oldest assessment date first; a risk without a date yet (just added) last. */
const dateOf = (row: RowValues) => (typeof row.assessmentDate === 'string' ? row.assessmentDate : '\uffff');
const byDate = (a: RowValues, b: RowValues) => dateOf(a).localeCompare(dateOf(b));

export function RisksTable({
  historyId,
  assessmentId,
  signature,
}: {
  historyId: string;
  /** The assessment's draft key (its local id until the server names it). */
  assessmentId: string;
  signature: Signature;
}) {
  return (
    <ServerRowTable
      resource="psychosocial-risk"
      historyId={historyId}
      columns={columns}
      signature={signature}
      texts={t}
      sort={byDate}
      createFields={() => ({ sourceId: assessmentId, sourceType: PSYCHOSOCIAL_RISK_SOURCE_TYPE })}
    />
  );
}
