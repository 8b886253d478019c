import { Skeleton, Stack } from '@mantine/core';
import { LoadErrorAlert } from '#src/components/dashboard-shell/load-error-alert';
import { errorMessage } from '#src/lib/api-client';

/** The filter row and three card-sized blocks, so the tab does not jump when the list arrives. */
export function RequestsTabLoading({ cardHeight }: { cardHeight: number }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading requests">
      <Skeleton h={36} />
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} h={cardHeight} radius="md" />
      ))}
    </Stack>
  );
}

export interface RequestsTabLoadErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** The Requests tab's list failed to load; the server's message is shown when it gave one. */
export function RequestsTabLoadError({ error, onRetry }: RequestsTabLoadErrorProps) {
  return (
    <LoadErrorAlert title="Requests could not be loaded" onRetry={onRetry}>
      {errorMessage(error, 'Please try again.')}
    </LoadErrorAlert>
  );
}
