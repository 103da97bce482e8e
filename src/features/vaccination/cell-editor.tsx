import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { allowedDoseTypes } from '../../domain/vaccination-schedule';
import {
  appliedByCodes,
  cellWarning,
  missingCellFields,
  vaccineStatus,
  withStatus,
  type AppliedBy,
  type RequirementContext,
} from '../../domain/vaccination-rules';
import type { TableApplication } from '../../domain/vaccination-table';
import { vaccinationText as t } from '../../i18n/vaccination';
import { validationText } from '../../i18n/validation';
import { ChoiceField } from '../../ui/inputs/choice-field';
import { VaccinationDateField } from './date-field';

/** The status choice: 0 stands for a cleared cell. */
const statusOptions = [
  { value: vaccineStatus.applied, label: t.applied },
  { value: vaccineStatus.postponed, label: t.postponed },
  { value: 0, label: t.clear },
] as const;

const appliedByOptions = [
  { value: appliedByCodes.external, label: t.external },
  { value: appliedByCodes.onSite, label: t.onSite },
] as const;

export interface CellEditorProps {
  cell: TableApplication | null;
  context: RequirementContext;
  birthDate: string;
  today: string;
  /** CONTINUAR was refused: every missing field says so. */
  showErrors: boolean;
  onChange: (cell: TableApplication) => void;
  onClose: () => void;
}

/**
 * The editor of one 'Nuevas aplicaciones' cell (spec 001 §4, §5): status, who applied it and the dose
 * type when applied, the date and the observation once a status is set. Every change reaches the table at
 * once through the rules (`withStatus`), so closing loses nothing; the cell's warning heads the editor.
 */
export function CellEditor({
  cell,
  context,
  birthDate,
  today,
  showErrors,
  onChange,
  onClose,
}: CellEditorProps) {
  const missing = cell ? missingCellFields(cell, context) : [];
  const warning = cell ? cellWarning(cell, context) : null;
  const errorOf = (field: (typeof missing)[number], message: string = validationText.required) =>
    showErrors && missing.includes(field) ? message : null;

  return (
    <Modal
      opened={cell !== null}
      onClose={onClose}
      title={cell ? t.cellEditorTitle(cell.vaccineName) : ''}
      closeButtonProps={{ 'aria-label': t.close }}
      size="lg"
    >
      {cell && (
        <Stack gap="md">
          {warning && (
            <Alert color="yellow" variant="light" role="status">
              {warning === 'selectStatus' ? t.selectStatus : t.completeRequired}
            </Alert>
          )}
          <ChoiceField
            label={t.status}
            options={statusOptions}
            value={cell.status ?? (showErrors && missing.includes('status') ? null : 0)}
            onChange={(status) => onChange(withStatus(cell, status === 0 ? null : status, today))}
            error={errorOf('status', t.selectStatus)}
          />
          {cell.status === vaccineStatus.applied && (
            <>
              <ChoiceField<AppliedBy>
                label={t.appliedBy}
                options={appliedByOptions}
                value={cell.appliedBy}
                onChange={(appliedBy) => onChange({ ...cell, appliedBy })}
                error={errorOf('appliedBy', validationText.selectOption)}
              />
              <ChoiceField<string>
                label={t.doseType}
                options={allowedDoseTypes(cell.vaccineName).map((dose) => ({ value: dose, label: dose }))}
                value={cell.doseType}
                onChange={(doseType) => onChange({ ...cell, doseType })}
                error={errorOf('doseType', validationText.selectOption)}
              />
            </>
          )}
          {cell.status !== null && (
            <>
              <VaccinationDateField
                label={t.applicationDate}
                value={cell.applicationDate}
                onChange={(applicationDate) => onChange({ ...cell, applicationDate })}
                min={birthDate}
                max={today}
                error={errorOf('applicationDate')}
              />
              <Textarea
                label={t.observation}
                value={cell.observation}
                onChange={(event) => onChange({ ...cell, observation: event.currentTarget.value })}
                withAsterisk={cell.status === vaccineStatus.postponed}
                error={errorOf('observation')}
                rows={2}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button h={44} onClick={onClose}>
              {t.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
