import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RequestFactProps {
  label: string;
  children: ReactNode;
}

/** One label/value pair inside a `<dl>` of request facts. */
export function RequestFact({ label, children }: RequestFactProps) {
  return (
    <div>
      <Text component="dt" size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
