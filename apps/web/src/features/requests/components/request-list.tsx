import { Button, Center, Paper, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

const PAGE_SIZE = 20;

export interface RequestListProps<T> {
  items: readonly T[];
  /** What is counted, e.g. ['request', 'requests']. */
  noun: readonly [string, string];
  total: number;
  renderItem: (item: T) => ReactNode;
  onClearFilters: () => void;
}

/** Filtered cards twenty at a time, with a polite count for screen readers. */
export function RequestList<T>({ items, noun, total, renderItem, onClearFilters }: RequestListProps<T>) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const shown = items.slice(0, limit);
  const plural = total === 1 ? noun[0] : noun[1];

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {items.length === total ? `${total} ${plural}` : `${items.length} of ${total} ${noun[1]} match`}
      </Text>
      {items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap="xs">
            <Text fw={600}>No {noun[1]} match your search or filters.</Text>
            <Button variant="light" onClick={onClearFilters}>
              Clear filters
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Stack component="ul" role="list" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map(renderItem)}
        </Stack>
      )}
      {items.length > shown.length && (
        <Center>
          <Button variant="default" onClick={() => setLimit((current) => current + PAGE_SIZE)}>
            Show more ({items.length - shown.length} more)
          </Button>
        </Center>
      )}
    </Stack>
  );
}
