/**
 * The date tree of the social-work timeline (spec 001 §2 "a date tree and a list of documents"): years,
 * their months and their days, newest first; choosing a day brings its documents into view. A navigation
 * of nested lists with buttons (keyboard and touch), months named in Spanish.
 */
import { Button, Stack, Text } from '@mantine/core';
import { format } from 'date-fns';
import { es } from 'date-fns/locale';
import { socialWorkText as t } from '../../../i18n/social-work';
import type { DateTreeYear } from './timeline';

const monthName = (month: string) => format(new Date(`${month}-15T12:00:00`), 'LLLL', { locale: es });
const dayName = (day: string) => format(new Date(`${day}T12:00:00`), 'd MMM', { locale: es });

export function DateTree({
  tree,
  onChoose,
}: {
  tree: readonly DateTreeYear[];
  onChoose: (day: string) => void;
}) {
  return (
    <nav aria-label={t.dateTree} data-testid="date-tree">
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tree.map((year) => (
          <li key={year.year}>
            <Text fw={700}>{year.year}</Text>
            <Stack gap={4} component="ul" style={{ listStyle: 'none', paddingLeft: 8, margin: 0 }}>
              {year.months.map((month) => (
                <li key={month.month}>
                  <Text size="sm" fw={600} tt="capitalize">
                    {monthName(month.month)}
                  </Text>
                  <Stack gap={2} component="ul" style={{ listStyle: 'none', paddingLeft: 8, margin: 0 }}>
                    {month.days.map((day) => (
                      <li key={day.day}>
                        <Button variant="subtle" size="compact-md" mih={44} onClick={() => onChoose(day.day)}>
                          {dayName(day.day)} ({day.count})
                        </Button>
                      </li>
                    ))}
                  </Stack>
                </li>
              ))}
            </Stack>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
