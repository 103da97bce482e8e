/** A page's heading: its title, and under it a line that says what the page is for. */
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PageHeading({ title, intro }: { title: string; intro: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={2}>{title}</Title>
      <Text c="dimmed">{intro}</Text>
    </Stack>
  );
}
