import { ThemeIcon } from '@mantine/core';
import { IconClock } from '../../../ui/icons/icons';

/** The mark of a module that is only announced: a gray clock, on the home tile and on the module's page. */
export function ComingSoonIcon({ size }: { size: number }) {
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color="gray" aria-hidden>
      <IconClock size={size / 2} />
    </ThemeIcon>
  );
}
