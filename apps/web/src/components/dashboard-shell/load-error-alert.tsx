import { Alert, Button, Stack, type MantineSpacing } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface LoadErrorAlertProps {
  title?: string;
  /** Why it failed, in the user's words. */
  children: ReactNode;
  onRetry: () => void;
  m?: MantineSpacing;
}

/** A list or panel that could not be loaded, with a Try again button. */
export function LoadErrorAlert({ title, children, onRetry, m }: LoadErrorAlertProps) {
  return (
    <Alert m={m} color="red" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        {children}
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
