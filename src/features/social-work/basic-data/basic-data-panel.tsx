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

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {value || socialWorkText.noValue}
      </Text>
    </div>
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
            <Text size="sm" fw={600}>
              {t.mother}
            </Text>
            <Stack gap={6} component="dl" m={0}>
              <Row label={t.motherName} value={data.motherName} />
              <Row label={t.motherDocument} value={data.motherDocument} />
              <Row
                label={t.motherBirthDate}
                value={data.motherBirthDate ? formatShortDate(data.motherBirthDate) : null}
              />
              <Row label={t.motherMaritalStatus} value={catalogueName(marital, data.motherMaritalStatus)} />
              <Row
                label={t.motherAddressNeighborhoodLocality}
                value={data.motherAddressNeighborhoodLocality}
              />
              <Row label={t.motherTelephone} value={data.motherTelephone} />
              <Row label={t.motherStatus} value={catalogueName(states, data.motherStatus)} />
            </Stack>
            <Text size="sm" fw={600}>
              {t.baby}
            </Text>
            <Stack gap={6} component="dl" m={0}>
              <Row label={t.patientName} value={data.patientName} />
              <Row label={t.patientDocument} value={data.patientDocument} />
              <Row label={t.patientBirthIPS} value={catalogueName(ips, data.patientBirthIPS)} />
              <Row label={t.patientEPS} value={catalogueName(eps, data.patientEPS)} />
              <Row label={t.regime} value={data.patientRegime} />
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
