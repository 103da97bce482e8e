/**
 * The basic-data side panel of the social-work editors (spec 001 §2 "Side panel", §3 "Social-work basic
 * data"): the mother's and the baby's data from GET /v1/hc/{id}/basic-data/social-work, stored on the
 * device with the timeline's calls, coded values named from their catalogues ('No definido' when unknown).
 */
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { HistoryRecord } from '../../../contract/history';
import { formatShortDate } from '../../../domain/date-format';
import { basicDataText as t, socialWorkText } from '../../../i18n/social-work';
import { catalogueName, useCatalogue } from '../../../document-kit/catalogues';
import { useStoredBasicData } from '../evolutions/use-social-work-timeline';

/** A titled list of the panel's values, each under its label ('No definido' when empty). */
function DataList({
  title,
  rows,
}: {
  title: string;
  rows: readonly (readonly [label: string, value: string | null | undefined])[];
}) {
  return (
    <>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed" component="dt">
              {label}
            </Text>
            <Text size="sm" component="dd" m={0}>
              {value || socialWorkText.noValue}
            </Text>
          </div>
        ))}
      </Stack>
    </>
  );
}

export function BasicDataPanel({ history }: { history: Pick<HistoryRecord, 'id'> }) {
  const data = useStoredBasicData(history.id);
  const marital = useCatalogue('EstadosCivilesMadre');
  const states = useCatalogue('EstadosMadre');
  const ips = useCatalogue('IPS');
  const eps = useCatalogue('EPS');
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={t.title}
      data-testid="basic-data-panel"
    >
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t.title}
        </Title>
        {!data ? (
          <Text size="sm" c="dimmed">
            {t.unavailable}
          </Text>
        ) : (
          <>
            <DataList
              title={t.mother}
              rows={[
                [t.motherName, data.motherName],
                [t.motherDocument, data.motherDocument],
                [t.motherBirthDate, data.motherBirthDate ? formatShortDate(data.motherBirthDate) : null],
                [t.motherMaritalStatus, catalogueName(marital, data.motherMaritalStatus)],
                [t.motherAddressNeighborhoodLocality, data.motherAddressNeighborhoodLocality],
                [t.motherTelephone, data.motherTelephone],
                [t.motherStatus, catalogueName(states, data.motherStatus)],
              ]}
            />
            <DataList
              title={t.baby}
              rows={[
                [t.patientName, data.patientName],
                [t.patientDocument, data.patientDocument],
                [t.patientBirthIPS, catalogueName(ips, data.patientBirthIPS)],
                [t.patientEPS, catalogueName(eps, data.patientEPS)],
                [t.regime, data.patientRegime],
              ]}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
