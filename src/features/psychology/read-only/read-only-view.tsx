/**
 * The read-only psychology view (spec 000 §2 "Read-only view", §6 embedded mode): the route
 * /external-views/psychology/hc/{id} shows the history's timeline with no edit — no "Opciones", no
 * "Editar" — for a system that embeds it with its own credentials (src/api/embedded.ts). The history is
 * loaded first with those credentials, so a refused key or token shows where it happens, never a sign-in.
 */
import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isEmbedded } from '../../../api/embedded';
import { embeddedText } from '../../../i18n/platform';
import { embeddedHistoryQuery } from '../../../offline/queries';
import { PatientHeader } from '../../../ui/patient-header/patient-header';
import { EvolutionsPanel } from '../evolutions/evolutions-panel';
import { psychologyFacts } from '../header/psychology-facts';
import { serverToday } from '../../../api/server-clock';

export function PsychologyReadOnlyView({ historyId }: { historyId: string }) {
  const hasCredentials = isEmbedded();
  const loaded = useQuery({ ...embeddedHistoryQuery(historyId), enabled: hasCredentials });
  const history = loaded.data;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h3">
          {embeddedText.psychologyTitle}
        </Title>
        {!hasCredentials ? (
          <Alert color="red">{embeddedText.missingCredentials}</Alert>
        ) : loaded.isError ? (
          <Alert color="red">{loaded.error.message}</Alert>
        ) : !history ? (
          <Loader size="sm" aria-label={embeddedText.loading} />
        ) : (
          <>
            <Text data-testid="embedded-history" data-enabled="false">
              {embeddedText.historyLabel(history.Iden_nombreCompletoPaciente)}
            </Text>
            <PatientHeader record={history} facts={psychologyFacts(history, serverToday())} />
            <EvolutionsPanel history={history} readOnly />
          </>
        )}
      </Stack>
    </Container>
  );
}
