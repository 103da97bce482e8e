import { Badge, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useSession } from '../../../api/session';
import { homeText } from '../../../i18n/platform';
import { IconBarcode, IconChart, IconMoodSmile, IconUser, IconUsers } from '../../../ui/icons/icons';
import { loadFeatureFlags, useFeatureFlags } from '../flags/feature-flags';
import { ComingSoonIcon } from '../modules/coming-soon-icon';
import { visibleTiles, type ModuleTile } from './module-tiles';
import classes from './home-page.module.css';

const tileIcon: Partial<Record<ModuleTile['module'], ReactNode>> = {
  psychology: <IconMoodSmile size={28} />,
  code: <IconBarcode size={28} />,
  socialWork: <IconUsers size={28} />,
  reports: <IconChart size={28} />,
  management: <IconUser size={28} />,
};

function Tile({ tile }: { tile: ModuleTile }) {
  if (tile.path === null) {
    return (
      <Card withBorder radius="md" padding="md" className={classes.tile} data-disabled aria-disabled="true">
        <ComingSoonIcon size={48} />
        <Text fw={600} c="dimmed" ta="center">
          {tile.label}
        </Text>
        <Badge color="gray" variant="light">
          {homeText.comingSoon}
        </Badge>
      </Card>
    );
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.tile}
      renderRoot={(props) => <Link to={tile.path!} {...props} />}
    >
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        {tileIcon[tile.module]}
      </ThemeIcon>
      <Text fw={700} size="lg" ta="center">
        {tile.label}
      </Text>
    </Card>
  );
}

/**
 * Home "Menu" (spec 000 §2): the module tiles of the user's modulesAccess, the feature flags loaded on
 * every entry. The sign-in guard and the site chooser belong to the layout around it.
 */
export function HomePage() {
  const { user } = useSession();
  const flags = useFeatureFlags();

  useEffect(() => {
    // A failure is already logged by loadFeatureFlags; the menu keeps the flags it had (none at first,
    // which hides Trabajo Social as the spec asks).
    loadFeatureFlags().catch(() => undefined);
  }, []);

  if (!user) return null;
  const tiles = visibleTiles(user.modulesAccess, flags);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {homeText.title}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: 4 }}
        spacing="md"
        component="ul"
        className={classes.grid}
        aria-label={homeText.title}
      >
        {tiles.map((tile) => (
          <li key={tile.module} data-module={tile.module}>
            <Tile tile={tile} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
