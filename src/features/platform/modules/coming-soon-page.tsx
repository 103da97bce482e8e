import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { moduleLabel, moduleText, type ModuleKey } from '../../../i18n/platform';
import { ComingSoonIcon } from './coming-soon-icon';

export interface ComingSoonPageProps {
  /** The module whose base path was opened. */
  module: ModuleKey;
}

/** The page of a module that is only announced (spec 000 §2 "most modules are announced only"). */
export function ComingSoonPage({ module }: ComingSoonPageProps) {
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack align="center" gap="sm">
          <ComingSoonIcon size={64} />
          <Title order={1} size="h2" ta="center">
            {moduleLabel[module]}
          </Title>
          <Text fw={700} size="lg" c="dimmed">
            {moduleText.comingSoon}
          </Text>
          <Text ta="center" c="dimmed">
            {moduleText.comingSoonDetail}
          </Text>
          <Button mih={44} mt="sm" renderRoot={(props) => <Link to="/" {...props} />}>
            {moduleText.backHome}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
