import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { HistoryRecord } from '../../contract/history';
import { formatShortDate } from '../../domain/date-format';
import { dateText, patientHeaderText } from '../../i18n/platform';

const EMPTY_VALUE = '-';

export interface HeaderFact {
  label: string;
  /** The value as shown; empty or missing shows "-" (spec 000 §9). */
  value: string | null | undefined;
  testId: string;
}

export interface PatientHeaderProps {
  /** The current history's record. */
  record: Pick<
    HistoryRecord,
    'Iden_nombreCompletoPaciente' | 'EGNDT' | 'Iden_nombreCompletoMadre' | 'Iden_FechaParto'
  >;
  /** A module's own facts, after the common ones (the psychology view's ages, weight and dates). */
  facts?: readonly HeaderFact[];
  /** Controls beside the name (the psychology view's header-info toggle). */
  actions?: ReactNode;
  /** Hides the facts, keeping the name (the header-info toggle of spec 000 §2 set to hidden). */
  collapsed?: boolean;
  /** The id of the facts' list, for a toggle's aria-controls. */
  factsId?: string;
}

/**
 * The patient's identification at the top of a working module: name, code, mother and birth date, then the
 * module's own facts (the psychology view adds corrected age, birth weight, 40-week date and gestational
 * age, spec 000 §2). An empty value shows "-" (§9 "Identification panel values show a dash when empty").
 */
export function PatientHeader({
  record,
  facts: moduleFacts = [],
  actions,
  collapsed = false,
  factsId,
}: PatientHeaderProps) {
  const nameId = useId();
  const facts: HeaderFact[] = [
    { label: patientHeaderText.code, value: record.EGNDT, testId: 'patient-code' },
    { label: patientHeaderText.mother, value: record.Iden_nombreCompletoMadre, testId: 'patient-mother' },
    {
      label: patientHeaderText.birthDate,
      value: record.Iden_FechaParto ? formatShortDate(record.Iden_FechaParto) : dateText.missingBirthDate,
      testId: 'patient-birth-date',
    },
    ...moduleFacts,
  ];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={nameId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} size="h2" id={nameId} data-testid="patient-name">
            {record.Iden_nombreCompletoPaciente}
          </Title>
          {actions}
        </Group>
        <Group
          gap="xl"
          component="dl"
          m={0}
          id={factsId}
          // Group's own display would override the `hidden` attribute.
          style={collapsed ? { display: 'none' } : undefined}
        >
          {facts.map((fact) => (
            <div key={fact.label}>
              <Text component="dt" size="xs" fw={700} tt="uppercase" c="gray.7">
                {fact.label}
              </Text>
              <Text component="dd" m={0} data-testid={fact.testId}>
                {fact.value || EMPTY_VALUE}
              </Text>
            </div>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
