import { Paper, Text } from '@mantine/core';

export interface ImpactFigureProps {
  label: string;
  value: string;
  /** What the figure counts, in the user's words. */
  hint: string;
}

/** One impact figure that says what it counts. */
export function ImpactFigure({ label, value, hint }: ImpactFigureProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2} mt={4}>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Paper>
  );
}
