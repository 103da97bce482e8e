/**
 * Composición familiar (spec 001 §2 "Family composition screen", §3 "Family member", §5, §7, §8): the
 * history's family members on the shared server row table. "Agregar Familiar" creates the member (POST,
 * 'Miembro nuevo agregado'); it lacks its data, so it opens in edit mode; Guardar fills it (PUT); Eliminar
 * removes it (DELETE). Kinship and education come from their catalogues, kept on the device; the state is
 * active, inactive or deceased. Everything works offline through the outbox.
 */
import { useSignature } from '../../../api/session';
import { familyCompositionText as t } from '../../../i18n/social-work';
import { useCatalogue } from '../../../document-kit/catalogues';
import { familyMemberStateItems, rowCatalogue } from '../../../document-kit/row-field-readings';
import { ServerRowTable, type ServerRowColumns } from '../../../document-kit/server-row-table';

export function FamilyCompositionPanel({ historyId }: { historyId: string }) {
  const signature = useSignature();
  const kinships = useCatalogue(rowCatalogue('family-composition', 'kinship'));
  const education = useCatalogue(rowCatalogue('family-composition', 'education'));
  const columns: ServerRowColumns<'family-composition'> = [
    { kind: 'select', key: 'kinship', label: t.kinship, options: kinships },
    { kind: 'text', key: 'name', label: t.name },
    { kind: 'date', key: 'birthDate', label: t.birthDate },
    { kind: 'select', key: 'education', label: t.education, options: education },
    { kind: 'text', key: 'occupation', label: t.occupation },
    { kind: 'yesNo', key: 'livesWithTheChild', label: t.livesWithTheChild },
    { kind: 'text', key: 'observation', label: t.observation },
    { kind: 'select', key: 'state', label: t.state, options: familyMemberStateItems },
  ];
  if (!signature) return null;
  return (
    <ServerRowTable
      resource="family-composition"
      historyId={historyId}
      columns={columns}
      signature={signature}
      texts={t}
    />
  );
}
