import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { HistoryRecord } from '../../contract/history';
import { formatShortDate } from '../../domain/date-format';
import { dateText, patientHeaderText } from '../../i18n/platform';

export interface PatientHeaderProps {
  /** The current history's record. */
  record: Pick<
    HistoryRecord,
    'Iden_nombreCompletoPaciente' | 'EGNDT' | 'Iden_nombreCompletoMadre' | 'Iden_FechaParto'
  >;
}

/**
 * The patient's identification at the top of a working module: name, code, mother and birth date. The
 * psychology header of spec 000 §2 (corrected age, birth weight, 40-week date, gestational age) builds on
 * this later.
 */
export function PatientHeader({ record }: PatientHeaderProps) {
  const nameId = useId();
  const facts = [
    { label: patientHeaderText.code, value: record.EGNDT, testId: 'patient-code' },
    { label: patientHeaderText.mother, value: record.Iden_nombreCompletoMadre, testId: 'patient-mother' },
    {
      label: patientHeaderText.birthDate,
      value: record.Iden_FechaParto ? formatShortDate(record.Iden_FechaParto) : dateText.missingBirthDate,
      testId: 'patient-birth-date',
    },
  ];
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={nameId}>
      <Stack gap="sm">
        <Title order={1} size="h2" id={nameId} data-testid="patient-name">
          {record.Iden_nombreCompletoPaciente}
        </Title>
        <Group gap="xl" component="dl" m={0}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <Text component="dt" size="xs" fw={700} tt="uppercase" c="gray.7">
                {fact.label}
              </Text>
              <Text component="dd" m={0} data-testid={fact.testId}>
                {fact.value}
              </Text>
            </div>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
