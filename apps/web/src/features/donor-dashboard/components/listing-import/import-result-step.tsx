import type { ListingImport } from '@app/shared';
import { Alert, Button, Group, List, Progress, Stack, Text } from '@mantine/core';
import { formatNumber } from '#src/lib/format';
import { useListingImportStatus } from '#src/features/donor-dashboard/api/listing-imports';

/** Skipped rows listed by name; past this many, the rest are counted. */
const SKIPPED_SHOWN = 100;

/** What the import did, and the pictures' progress while they are fetched (polled). */
export function ImportResultStep({ result, onClose }: { result: ListingImport; onClose: () => void }) {
  const status = useListingImportStatus(result.id, result).data ?? result;
  const { total, done, failed } = status.images;
  const settled = done + failed;
  return (
    <Stack gap="md">
      <Alert
        color="green"
        title={`${formatNumber(status.created)} ${status.created === 1 ? 'listing' : 'listings'} created`}
      >
        {status.skipped.length === 0
          ? 'Every row was listed.'
          : `${formatNumber(status.skipped.length)} ${status.skipped.length === 1 ? 'row was' : 'rows were'} skipped.`}
      </Alert>
      {total > 0 && (
        <Stack gap={4}>
          <Text size="sm" id="import-pictures-label">
            Pictures: {formatNumber(done)} of {formatNumber(total)} added
            {failed > 0 && `, ${formatNumber(failed)} could not be added (see the note on those listings)`}
            {status.finished ? '.' : '…'}
          </Text>
          <Progress
            value={total === 0 ? 100 : (settled / total) * 100}
            aria-labelledby="import-pictures-label"
            animated={!status.finished}
          />
        </Stack>
      )}
      {status.skipped.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>Skipped rows</Text>
          <List size="sm" spacing={2}>
            {status.skipped.slice(0, SKIPPED_SHOWN).map((entry) => (
              <List.Item key={entry.row}>
                Row {entry.row}: {entry.reason}
              </List.Item>
            ))}
          </List>
          {status.skipped.length > SKIPPED_SHOWN && (
            <Text size="sm" c="dimmed">
              and {formatNumber(status.skipped.length - SKIPPED_SHOWN)} more.
            </Text>
          )}
        </Stack>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}
