import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  color?: string;
  hint?: ReactNode;
}

/** One headline figure for a dashboard's header row. */
export function StatCard({ label, value, icon, color, hint }: StatCardProps) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text fz={26} fw={700} lh={1.2} mt={4}>
            {value}
          </Text>
        </div>
        {icon && (
          <ThemeIcon variant="light" color={color} size={38} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
        )}
      </Group>
      {hint && (
        <Text size="xs" c="dimmed" mt="xs">
          {hint}
        </Text>
      )}
    </Paper>
  );
}
