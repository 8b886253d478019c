import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
  hint?: string;
}

export interface FigureListProps {
  figures: Figure[];
}

/** Small labelled figures under a chart: a description list, laid out as a grid. */
export function FigureList({ figures }: FigureListProps) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder radius="sm" p="sm">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
            {figure.label}
          </Text>
          <Text component="dd" fz="lg" fw={700} m={0}>
            {figure.value}
          </Text>
          {figure.hint && (
            <Text component="dd" size="xs" c="dimmed" m={0}>
              {figure.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
