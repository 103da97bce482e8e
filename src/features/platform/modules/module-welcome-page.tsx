import { Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { moduleText } from '../../../i18n/platform';
import { IconMoodSmile, IconUsers } from '../../../ui/icons/icons';

export interface ModuleWelcomePageProps {
  /** The working module whose base path was opened without a patient. */
  module: 'psychology' | 'socialWork';
}

/**
 * What a working module shows while no patient is open: psychology asks to pick a patient in the search
 * bar (spec 000 §2 Psychology view); social work greets "Bienvenido al modulo de trabajo social".
 */
export function ModuleWelcomePage({ module }: ModuleWelcomePageProps) {
  const psychology = module === 'psychology';
  return (
    <Center py="xl">
      <Paper withBorder radius="lg" p="xl" maw={560} w="100%">
        <Stack align="center" gap="sm">
          <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
            {psychology ? <IconMoodSmile size={36} /> : <IconUsers size={36} />}
          </ThemeIcon>
          <Title order={1} size="h2" ta="center">
            {psychology ? moduleText.psychologyWelcome : moduleText.socialWorkWelcome}
          </Title>
          <Text ta="center" c="dimmed">
            {moduleText.selectPatient}
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
