import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isPageLoadFailure } from '#src/lib/import-with-timeout';
import { NewVersionNotice } from './new-version-notice';

export interface ErrorFallbackProps {
  error: unknown;
  /** What could not be shown, e.g. "This page" or "The Listings tab". */
  subject: string;
  onTryAgain: () => void;
}

/**
 * What replaces a part of the screen that failed to render: the rest of the page keeps working,
 * and Try again renders it afresh. Missing page code gets the reload offer instead.
 */
export function ErrorFallback({ error, subject, onTryAgain }: ErrorFallbackProps) {
  if (isPageLoadFailure(error)) return <NewVersionNotice />;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Something went wrong"
      role="alert"
    >
      <Text size="sm" mb="sm">
        {subject} could not be shown because of an error on our side. Your data is safe. Try again, and if it keeps
        happening, reload the page.
      </Text>
      <Group gap="sm">
        <Button size="sm" variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onTryAgain}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
