import { EmptyState, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TabEmptyStateProps {
  icon: ReactNode;
  title: string;
  /** What will appear here, in the user's words. */
  description: ReactNode;
  /** Optional buttons or links below the text. */
  actions?: ReactNode;
}

/** A calm, bordered "nothing here yet" panel used inside dashboard tabs. */
export function TabEmptyState({ icon, title, description, actions }: TabEmptyStateProps) {
  return (
    <Paper withBorder radius="md" py={{ base: 'xl', sm: 48 }} px="md">
      <EmptyState
        icon={icon}
        variant="light"
        title={title}
        description={description}
        maw={520}
        mx="auto"
        styles={{ title: { textWrap: 'balance' }, description: { textWrap: 'pretty' } }}
      >
        {actions && <EmptyState.Actions>{actions}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
