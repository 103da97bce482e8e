import {
  Alert,
  Badge,
  Button,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  updatedVaccineData,
  vaccinationFormSchema,
  type UpdatedVaccineDataMessage,
  type VaccinationForm,
  type VaccinationInitMessage,
} from '../../contract/vaccination';
import { formatVaccinationDate } from '../../domain/vaccination-dates';
import {
  appliedByCodes,
  canAddCustomVaccine,
  cellColour,
  cellWarning,
  missingCellFields,
  uniqueVaccineName,
  vaccineStatus,
  type RequirementContext,
} from '../../domain/vaccination-rules';
import {
  applicationsToSend,
  currentRoundCells,
  emptyApplication,
  historyApplications,
  historyTable,
  NO_DATE,
  requiredTodayNames,
  vaccineRowNames,
  type TableApplication,
} from '../../domain/vaccination-table';
import { vaccinationText as t } from '../../i18n/vaccination';
import { validationText } from '../../i18n/validation';
import { focusFirstInvalid } from '../../ui/inputs/focus-first-invalid';
import { CellLabel } from '../../ui/row-table/cell-label';
import stacked from '../../ui/row-table/stacked-table.module.css';
import { useTableLayout } from '../../ui/row-table/use-table-layout';
import { CellEditor } from './cell-editor';
import { CustomNameInput } from './custom-name-input';
import classes from './vaccination-table.module.css';

export interface VaccinationEditorProps {
  init: VaccinationInitMessage;
  /** Editable only when the query says enabled=true (spec 001 §6). */
  editable: boolean;
  /** The dose round the view records (V_id of the query, 6 by default). */
  vId: number;
  /** 'YYYY-MM-DD' in Bogotá. */
  today: string;
  patientName?: string;
  /** CONTINUAR passed: the message for the host. */
  onContinue: (message: UpdatedVaccineDataMessage) => void;
}

interface Row {
  key: string;
  custom: boolean;
  cell: TableApplication;
}

interface EditorState {
  rows: Row[];
  form: VaccinationForm;
  nextCustom: number;
}

function initialState(
  init: VaccinationInitMessage,
  editable: boolean,
  vId: number,
  today: string,
): EditorState {
  const applications = init.registration.applications;
  const required = requiredTodayNames(init.registration.requiredToday, init.birthDate, today);
  const names = vaccineRowNames(historyApplications(applications, editable, vId), {
    birthDate: init.birthDate,
    today,
    editable,
    required,
  });
  // The current round's own names too, when editable: a custom vaccine of this round comes back as a row.
  const currentNames = editable
    ? applications.filter((a) => a.V_id === vId && !names.includes(a.vaccineName)).map((a) => a.vaccineName)
    : [];
  const cells = currentRoundCells(applications, [...names, ...currentNames], vId);
  return {
    rows: [...cells.values()].map((cell) => ({ key: `row:${cell.vaccineName}`, custom: false, cell })),
    form: {
      rejectsVaccination: init.registration.NoVacuna,
      disableRules: init.registration.DesactivarReglas,
      reasonForRejection: init.registration.MotivoNoVacuna ?? '',
    },
    nextCustom: 1,
  };
}

/** The least widths of the table's columns (src/ui/row-table/table-layout.ts): the vaccine, a date, the new one. */
const VACCINE_WIDTH = 210;
const DATE_WIDTH = 150;
const NEW_APPLICATION_WIDTH = 200;

const statusLabel = (cell: TableApplication) =>
  cell.status === vaccineStatus.applied
    ? t.applied
    : cell.status === vaccineStatus.postponed
      ? t.postponed
      : t.noStatus;

/**
 * The vaccination table (spec 001 §2 "Vaccination iframe"): vaccines against the dates of their recorded
 * applications, the 'Observaciones' of each date in the footer and, editable, the 'Nuevas aplicaciones'
 * column, custom vaccines, the two switches and CONTINUAR, which hands the round to the host page. Where
 * the frame lacks the width of its columns it is drawn as cards, one per vaccine, each date under its label
 * (src/ui/row-table/table-layout.ts); its elements carry their roles explicitly, as the row table's do.
 */
export function VaccinationEditor({
  init,
  editable,
  vId,
  today,
  patientName,
  onContinue,
}: VaccinationEditorProps) {
  const [state, setState] = useState(() => initialState(init, editable, vId, today));
  const [editing, setEditing] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState(false);
  const [blankNotice, setBlankNotice] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  const birthDate = init.birthDate;
  const required = useMemo(
    () => requiredTodayNames(init.registration.requiredToday, birthDate, today),
    [init.registration.requiredToday, birthDate, today],
  );
  const history = useMemo(
    () => historyTable(historyApplications(init.registration.applications, editable, vId)),
    [init.registration.applications, editable, vId],
  );
  const { form } = state;
  const contextOf = (cell: TableApplication): RequirementContext => ({
    required: required.has(cell.vaccineName),
    rejectsVaccination: form.rejectsVaccination,
    disableRules: form.disableRules,
  });

  const update = (change: (previous: EditorState) => EditorState) => {
    setSent(false);
    setState(change);
  };
  const updateRow = (key: string, change: (row: Row) => Row) =>
    update((previous) => ({
      ...previous,
      rows: previous.rows.map((row) => (row.key === key ? change(row) : row)),
    }));
  const updateForm = (change: Partial<VaccinationForm>) =>
    update((previous) => ({ ...previous, form: { ...previous.form, ...change } }));

  const formIssues = v.safeParse(vaccinationFormSchema, form);
  const reasonError =
    attempted && !formIssues.success && form.rejectsVaccination && form.reasonForRejection.trim() === ''
      ? validationText.required
      : null;
  const blankCustom = state.rows.find((row) => row.custom && row.cell.vaccineName.trim() === '');

  const addCustom = () => {
    if (!canAddCustomVaccine(state.rows.filter((row) => row.custom).map((row) => row.cell.vaccineName))) {
      setBlankNotice(true);
      if (blankCustom) document.getElementById(blankCustom.key)?.focus();
      return;
    }
    const key = `custom-${state.nextCustom}`;
    update((previous) => ({
      ...previous,
      nextCustom: previous.nextCustom + 1,
      rows: [...previous.rows, { key, custom: true, cell: emptyApplication('', vId) }],
    }));
    requestAnimationFrame(() => document.getElementById(key)?.focus());
  };

  const commitCustomName = (key: string, typed: string) => {
    update((previous) => {
      const others = previous.rows.filter((row) => row.key !== key).map((row) => row.cell.vaccineName);
      const name = uniqueVaccineName(typed, others);
      return {
        ...previous,
        rows: previous.rows.map((row) =>
          row.key === key ? { ...row, cell: { ...row.cell, vaccineName: name } } : row,
        ),
      };
    });
    if (typed.trim() !== '') setBlankNotice(false);
  };

  const continueToHost = () => {
    setAttempted(true);
    const cellsValid = state.rows.every(
      (row) => missingCellFields(row.cell, contextOf(row.cell)).length === 0,
    );
    if (!formIssues.success || !cellsValid || blankCustom) {
      requestAnimationFrame(() => focusFirstInvalid(containerRef.current));
      return;
    }
    const vaccines = applicationsToSend(state.rows.map((row) => row.cell));
    onContinue(updatedVaccineData(vId, formIssues.output, vaccines));
    setSent(true);
  };

  const { ref: frameRef, layout } = useTableLayout<HTMLDivElement>(
    VACCINE_WIDTH + DATE_WIDTH * history.dates.length + (editable ? NEW_APPLICATION_WIDTH : 0),
  );
  const cards = layout === 'cards';
  const dateLabel = (day: string) => (day === NO_DATE ? t.noDate : formatVaccinationDate(day));

  const editingRow = state.rows.find((row) => row.key === editing) ?? null;
  const hasRows = state.rows.length > 0;
  const incomplete =
    attempted &&
    (!formIssues.success ||
      blankCustom !== undefined ||
      state.rows.some((row) => missingCellFields(row.cell, contextOf(row.cell)).length > 0));

  const observationsOf = (cells: readonly TableApplication[]) =>
    cells
      .filter((cell) => cell.observation.trim() !== '')
      .map((cell) => `${cell.vaccineName}: ${cell.observation.trim()}`)
      .join('\n');

  return (
    <Stack gap="md" ref={containerRef}>
      {!editable && init.registration.DesactivarReglas && (
        <Alert color="yellow" variant="light">
          {t.rulesDisabledBanner}
        </Alert>
      )}
      {!editable && init.registration.NoVacuna && (
        <Alert color="yellow" variant="light">
          {t.rejectedBanner(init.registration.MotivoNoVacuna ?? '')}
        </Alert>
      )}
      {editable && (
        <Stack gap="xs">
          <Switch
            label={t.rejectsVaccination}
            checked={form.rejectsVaccination}
            onChange={(event) => updateForm({ rejectsVaccination: event.currentTarget.checked })}
            size="md"
          />
          {form.rejectsVaccination && (
            <Textarea
              label={t.reason}
              withAsterisk
              value={form.reasonForRejection}
              onChange={(event) => updateForm({ reasonForRejection: event.currentTarget.value })}
              error={reasonError}
              rows={2}
            />
          )}
          <Switch
            label={t.disableRules}
            checked={form.disableRules}
            onChange={(event) => updateForm({ disableRules: event.currentTarget.checked })}
            size="md"
          />
        </Stack>
      )}

      {!hasRows ? (
        <Text>{t.noVaccines}</Text>
      ) : (
        <div ref={frameRef} className={stacked.frame} data-layout={layout}>
          <div className={stacked.scroll}>
            <Table
              role="table"
              className={classes.table}
              withTableBorder
              withColumnBorders
              verticalSpacing="xs"
            >
              <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600 }}>
                {patientName ? t.tableCaption(patientName) : t.tableCaptionNoName}
              </caption>
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th role="columnheader" scope="col">
                    {t.vaccine}
                  </Table.Th>
                  {history.dates.map((day) => (
                    <Table.Th role="columnheader" scope="col" key={day || 'none'}>
                      {dateLabel(day)}
                    </Table.Th>
                  ))}
                  {editable && (
                    <Table.Th role="columnheader" scope="col">
                      {t.newApplications}
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {state.rows.map((row) => {
                  const context = contextOf(row.cell);
                  const warning = editable ? cellWarning(row.cell, context) : null;
                  const colour = cellColour(row.cell, context);
                  const recorded = history.cells.get(row.cell.vaccineName);
                  return (
                    <Table.Tr role="row" key={row.key} data-vaccine={row.cell.vaccineName}>
                      <Table.Th role="rowheader" scope="row">
                        {row.custom ? (
                          <CustomNameInput
                            id={row.key}
                            name={row.cell.vaccineName}
                            onCommit={(typed) => commitCustomName(row.key, typed)}
                            onRemove={() =>
                              update((previous) => ({
                                ...previous,
                                rows: previous.rows.filter((other) => other.key !== row.key),
                              }))
                            }
                            error={
                              row.cell.vaccineName.trim() === '' && (attempted || blankNotice)
                                ? blankNotice
                                  ? t.newVaccineBlank
                                  : validationText.required
                                : null
                            }
                          />
                        ) : (
                          <>
                            {row.cell.vaccineName}
                            {editable && required.has(row.cell.vaccineName) && (
                              <Text size="xs" c="dimmed">
                                {t.requiredToday}
                              </Text>
                            )}
                          </>
                        )}
                      </Table.Th>
                      {history.dates.map((day) => (
                        <HistoryCell
                          key={day || 'none'}
                          label={cards ? dateLabel(day) : null}
                          applications={recorded?.get(day) ?? []}
                        />
                      ))}
                      {editable && (
                        <Table.Td role="cell" className={classes[colour]} data-colour={colour}>
                          {cards && <CellLabel>{t.newApplications}</CellLabel>}
                          <div data-invalid={attempted && warning ? 'true' : undefined}>
                            <button
                              type="button"
                              className={classes.cellButton}
                              aria-label={t.editCell(
                                row.cell.vaccineName || t.customName,
                                [
                                  statusLabel(row.cell),
                                  row.cell.doseType ?? '',
                                  row.cell.appliedBy === appliedByCodes.external ? t.externalBadgeLabel : '',
                                  formatVaccinationDate(row.cell.applicationDate),
                                  warning === 'selectStatus'
                                    ? t.selectStatus
                                    : warning === 'completeRequired'
                                      ? t.completeRequired
                                      : '',
                                ]
                                  .filter(Boolean)
                                  .join(', '),
                              )}
                              onClick={() => setEditing(row.key)}
                            >
                              <CellSummary cell={row.cell} />
                              {warning && (
                                <span className={classes.warningText}>
                                  {warning === 'selectStatus' ? t.selectStatus : t.completeRequired}
                                </span>
                              )}
                            </button>
                          </div>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
              <Table.Tfoot role="rowgroup">
                <Table.Tr role="row">
                  <Table.Th role="rowheader" scope="row">
                    {t.observations}
                  </Table.Th>
                  {history.dates.map((day) => (
                    <ObservationsCell
                      key={day || 'none'}
                      label={cards ? dateLabel(day) : null}
                      text={observationsOf(
                        [...history.cells.values()].flatMap((byDate) => byDate.get(day) ?? []),
                      )}
                    />
                  ))}
                  {editable && (
                    <ObservationsCell
                      label={cards ? t.newApplications : null}
                      text={observationsOf(state.rows.map((row) => row.cell))}
                    />
                  )}
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </div>
        </div>
      )}

      {editable && (
        <>
          {incomplete && (
            <Alert color="yellow" variant="light" role="alert">
              {t.formIncomplete}
            </Alert>
          )}
          {sent && (
            <Alert color="green" variant="light" role="status">
              {t.saved}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="default" h={44} onClick={addCustom}>
              {t.newVaccine}
            </Button>
            <Button h={44} onClick={continueToHost}>
              {t.continue}
            </Button>
          </Group>
        </>
      )}

      {editable && (
        <CellEditor
          cell={editingRow?.cell ?? null}
          context={
            editingRow
              ? contextOf(editingRow.cell)
              : { required: false, rejectsVaccination: false, disableRules: false }
          }
          birthDate={birthDate}
          today={today}
          showErrors={attempted}
          onChange={(cell) => {
            if (editingRow) updateRow(editingRow.key, (row) => ({ ...row, cell }));
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

function CellSummary({ cell }: { cell: TableApplication }) {
  return (
    <span>
      {statusLabel(cell)}
      {cell.doseType && ` · ${cell.doseType}`}
      {cell.appliedBy === appliedByCodes.external && (
        <Badge size="sm" className={classes.badge} title={t.externalBadgeLabel}>
          {t.externalBadge}
        </Badge>
      )}
      {cell.applicationDate && (
        <Text span display="block" size="xs">
          {formatVaccinationDate(cell.applicationDate)}
        </Text>
      )}
    </span>
  );
}

/**
 * A recorded cell: each application of the day with its status, dose type and 'E' badge; on a card, under
 * its date (`label`), and left out when empty.
 */
function HistoryCell({
  applications,
  label,
}: {
  applications: readonly TableApplication[];
  label: string | null;
}) {
  const notDue = { required: false, rejectsVaccination: false, disableRules: false };
  const colour = applications[0] ? cellColour(applications[0], notDue) : 'default';
  return (
    <Table.Td
      role="cell"
      className={classes[colour]}
      data-colour={colour}
      data-empty={applications.length === 0 ? 'true' : undefined}
    >
      {label && applications.length > 0 && <CellLabel>{label}</CellLabel>}
      {applications.map((application, index) => (
        <span key={application._id ?? index} style={{ display: 'block' }}>
          {statusLabel(application)}
          {application.doseType && ` · ${application.doseType}`}
          {application.appliedBy === appliedByCodes.external && (
            <>
              <Badge size="sm" className={classes.badge} title={t.externalBadgeLabel} aria-hidden="true">
                {t.externalBadge}
              </Badge>
              <VisuallyHidden>{t.externalBadgeLabel}</VisuallyHidden>
            </>
          )}
        </span>
      ))}
    </Table.Td>
  );
}

/** The observations of a date in the footer; on a card, under its date, and left out when empty. */
function ObservationsCell({ text, label }: { text: string; label: string | null }) {
  return (
    <Table.Td role="cell" className={classes.observations} data-empty={text === '' ? 'true' : undefined}>
      {label && text !== '' && <CellLabel>{label}</CellLabel>}
      {text}
    </Table.Td>
  );
}
