import { ADMIN_ACCESS_DENIED } from '@app/shared';
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { ApiError } from '#src/lib/api-client';

interface AdminLoadErrorProps {
  error: unknown;
  /** What could not be loaded, e.g. "Requests could not be loaded". */
  title: string;
  /** Shown under the title when the server gave no reason, e.g. 'Failed to load analytics data'. */
  fallback?: string;
  onRetry?: () => void;
}

/**
 * A failed admin call: the seed's access-denied sentence on 403, else what went wrong with
 * Try Again, so an admin never stares at an empty table wondering whether it is empty.
 */
export function AdminLoadError({ error, title, fallback, onRetry }: AdminLoadErrorProps) {
  if (error instanceof ApiError && error.status === 403) {
    return (
      <Alert color="red" icon={<IconLock aria-hidden />} title="Access denied" role="alert">
        {ADMIN_ACCESS_DENIED}
      </Alert>
    );
  }
  const message =
    error instanceof ApiError && error.status !== 0 && !fallback
      ? error.message
      : (fallback ?? 'The server could not be reached. Please check your connection.');
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title} role="alert">
      <Group justify="space-between" gap="sm">
        <span>{message}</span>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try Again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
