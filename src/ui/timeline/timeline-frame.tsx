/**
 * The frame of an Evoluciones timeline (psychology and social work): a section named by its title, the
 * "Opciones" menu beside the title with the documents one may add, the loader until the timeline is read,
 * then the module's own content (its cards in a `TimelineList`), and the editors that open over it.
 * One frame, so both modules' timelines look, load and are announced alike.
 */
import { Button, Center, Group, Loader, Menu, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { touchTarget } from '../touch-target';

/** An entry of the "Opciones" menu. */
export interface TimelineMenuEntry {
  key: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface TimelineFrameProps {
  title: string;
  /** The "Opciones" menu: its button's label and entries; none when absent. */
  menu?: { label: string; entries: readonly TimelineMenuEntry[] };
  /** While the timeline is read: the loader's accessible name. */
  loading?: string;
  /** The timeline once read. */
  children: ReactNode;
  /** The editors open over the timeline (dialogs), drawn after it. */
  editors?: ReactNode;
}

export function TimelineFrame({ title, menu, loading, children, editors }: TimelineFrameProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {menu && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button mih={touchTarget} variant="default">
                  {menu.label}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {menu.entries.map((entry) => (
                  <Menu.Item
                    key={entry.key}
                    mih={touchTarget}
                    onClick={entry.onSelect}
                    disabled={entry.disabled}
                  >
                    {entry.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {loading !== undefined ? (
          <Center py="lg">
            <Loader aria-label={loading} />
          </Center>
        ) : (
          children
        )}
      </Stack>
      {editors}
    </Paper>
  );
}

/** The timeline's cards, newest first: a list named `label`, each child an `<li>`. */
export function TimelineList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}
