import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { moduleLabel, moduleText, type ModuleKey } from '../../../i18n/platform';
import { IconClock } from '../../../ui/icons/icons';

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
          <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
            <IconClock size={32} />
          </ThemeIcon>
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
