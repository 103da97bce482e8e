import { Badge, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useServerStatus, type ServerStatus } from './use-server-status';

const statusText: Record<ServerStatus, string> = {
  checking: 'Comprobando el servidor…',
  available: 'Servidor disponible',
  unavailable: 'Servidor no disponible',
};

const statusColor: Record<ServerStatus, string> = {
  checking: 'gray',
  available: 'canguro',
  unavailable: 'red',
};

/** The first page: the app's name, its version and whether the /v1 server answers. */
export function WelcomePage() {
  const status = useServerStatus();

  return (
    <Center mih="100dvh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={420} w="100%">
        <Stack align="center" gap="sm">
          <Title order={1}>Canguro</Title>
          <Text c="dimmed" size="sm">
            Versión {__APP_VERSION__}
          </Text>
          <Group gap="xs" role="status" aria-live="polite">
            <Text size="sm">API:</Text>
            {status === 'checking' && <Loader size="xs" aria-hidden />}
            <Badge color={statusColor[status]} variant="light" size="lg">
              {statusText[status]}
            </Badge>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
