import { Alert, Container, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { isEmbedded } from '../../api/embedded';
import { embeddedText } from '../../i18n/platform';
import { vaccinationText as t } from '../../i18n/vaccination';
import { postToHost, useHostConnection } from './host-connection';
import { VaccinationEditor } from './vaccination-editor';
import { serverToday } from '../../api/server-clock';

export interface VaccinationViewProps {
  historyId: string;
  /** Editable only when the query says enabled=true (spec 001 §6). */
  editable: boolean;
  /** The dose round (V_id of the query). */
  vId: number;
}

interface HistoryHeader {
  Iden_nombreCompletoPaciente?: string;
}

type History =
  { status: 'loading' } | { status: 'ready'; name: string } | { status: 'error'; message: string };

/**
 * The embeddable vaccination view (/external-views/vaccination/hc/{id}): the patient's name from the
 * history (GET /v1/hc/{id}, with the embedded credentials), and the table once the host page has sent the
 * registration and the birth date.
 */
export function VaccinationView({ historyId, editable, vId }: VaccinationViewProps) {
  const [history, setHistory] = useState<History>({ status: 'loading' });
  const hasCredentials = isEmbedded();
  const host = useHostConnection();
  const [today] = useState(() => serverToday());

  useEffect(() => {
    if (!hasCredentials) return;
    const controller = new AbortController();
    api.get<HistoryHeader>(`hc/${encodeURIComponent(historyId)}`, { signal: controller.signal }).then(
      (record) => setHistory({ status: 'ready', name: record.Iden_nombreCompletoPaciente ?? historyId }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setHistory({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [historyId, hasCredentials]);

  return (
    <Container size="xl" py="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={1} size="h3">
            {embeddedText.vaccinationTitle}
          </Title>
          {!hasCredentials ? (
            <Alert color="red">{embeddedText.missingCredentials}</Alert>
          ) : history.status === 'loading' ? (
            <Loader size="sm" aria-label={embeddedText.loading} />
          ) : history.status === 'error' ? (
            <Alert color="red">{history.message}</Alert>
          ) : (
            <Text data-testid="embedded-history" data-enabled={editable ? 'true' : 'false'}>
              {embeddedText.historyLabel(history.name)}
            </Text>
          )}
          {host.status === 'connecting' ? null : host.status === 'failed' ? (
            <Alert color="red">{t.originsFailed}</Alert>
          ) : host.status === 'not-framed' ? (
            <Text c="dimmed">{t.notFramed}</Text>
          ) : host.status === 'waiting' ? (
            host.invalid ? (
              <Alert color="red" role="alert" title={t.invalidInit}>
                <List size="sm">
                  {host.invalid.map((issue) => (
                    <List.Item key={issue}>{issue}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : (
              <Text c="dimmed" role="status">
                {t.waitingHost}
              </Text>
            )
          ) : (
            <div data-testid="vaccination-table-view" data-inits={host.received}>
              <VaccinationEditor
                key={host.received}
                init={host.init}
                editable={editable}
                vId={vId}
                today={today}
                patientName={history.status === 'ready' ? history.name : undefined}
                onContinue={(message) => postToHost(message, host.origin)}
              />
            </div>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
