import { Alert, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { isEmbedded } from '../../../api/embedded';
import { embeddedText } from '../../../i18n/platform';

export interface EmbeddedViewPageProps {
  /** Which external view (spec 000 §2 Routes). */
  view: 'psychology' | 'vaccination';
  /** The history id of the route. */
  historyId: string;
  /** Vaccination: editable only when the query says enabled=true (spec 000 §6). */
  enabled?: boolean;
}

interface HistoryHeader {
  Iden_nombreCompletoPaciente?: string;
}

type State = { status: 'loading' } | { status: 'ready'; name: string } | { status: 'error'; message: string };

/**
 * Placeholder of the external views until their content is built: it proves the embedded credentials
 * work by loading the history's patient name with them.
 */
export function EmbeddedViewPage({ view, historyId, enabled }: EmbeddedViewPageProps) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const hasCredentials = isEmbedded();

  useEffect(() => {
    if (!hasCredentials) return;
    const controller = new AbortController();
    api.get<HistoryHeader>(`hc/${encodeURIComponent(historyId)}`, { signal: controller.signal }).then(
      (history) => setState({ status: 'ready', name: history.Iden_nombreCompletoPaciente ?? historyId }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [historyId, hasCredentials]);

  return (
    <Container size="md" py="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={1} size="h3">
            {view === 'psychology' ? embeddedText.psychologyTitle : embeddedText.vaccinationTitle}
          </Title>
          {!hasCredentials ? (
            <Alert color="red">{embeddedText.missingCredentials}</Alert>
          ) : state.status === 'loading' ? (
            <Loader size="sm" aria-label={embeddedText.loading} />
          ) : state.status === 'error' ? (
            <Alert color="red">{state.message}</Alert>
          ) : (
            <Text data-testid="embedded-history" data-enabled={enabled ? 'true' : 'false'}>
              {embeddedText.historyLabel(state.name)}
            </Text>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
