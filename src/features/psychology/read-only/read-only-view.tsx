/**
 * The read-only psychology view (spec 000 §2 "Read-only view", §6 embedded mode): the route
 * /external-views/psychology/hc/{id} shows the history's timeline with no edit — no "Opciones", no
 * "Editar" — for a system that embeds it with its own credentials (src/api/embedded.ts). The history is
 * loaded first with those credentials, so a refused key or token shows where it happens, never a sign-in.
 */
import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isEmbedded } from '../../../api/embedded';
import { requestHistory } from '../../../api/history.api';
import type { HistoryRecord } from '../../../contract/history';
import { embeddedText } from '../../../i18n/platform';
import { PatientHeader } from '../../../ui/patient-header/patient-header';
import { EvolutionsPanel } from '../evolutions/evolutions-panel';
import { psychologyFacts } from '../header/psychology-facts';
import { serverToday } from '../../../api/server-clock';

type State =
  { status: 'loading' } | { status: 'ready'; history: HistoryRecord } | { status: 'error'; message: string };

export function PsychologyReadOnlyView({ historyId }: { historyId: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const hasCredentials = isEmbedded();

  useEffect(() => {
    if (!hasCredentials) return;
    const controller = new AbortController();
    requestHistory(historyId, controller.signal).then(
      (history) => setState({ status: 'ready', history }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [historyId, hasCredentials]);

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {embeddedText.psychologyTitle}
        </Title>
        {!hasCredentials ? (
          <Alert color="red">{embeddedText.missingCredentials}</Alert>
        ) : state.status === 'loading' ? (
          <Loader size="sm" aria-label={embeddedText.loading} />
        ) : state.status === 'error' ? (
          <Alert color="red">{state.message}</Alert>
        ) : (
          <>
            <Text data-testid="embedded-history" data-enabled="false">
              {embeddedText.historyLabel(state.history.Iden_nombreCompletoPaciente)}
            </Text>
            <PatientHeader record={state.history} facts={psychologyFacts(state.history, serverToday())} />
            <EvolutionsPanel history={state.history} readOnly />
          </>
        )}
      </Stack>
    </Container>
  );
}
