import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface InfoFieldProps {
  label: string;
  children: ReactNode;
}

/** A label over a value, for read-only profile views. */
export function InfoField({ label, children }: InfoFieldProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
