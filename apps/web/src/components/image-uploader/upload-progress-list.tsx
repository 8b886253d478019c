import { Group, Progress, Stack, Text } from '@mantine/core';
import type { PendingUpload } from './use-image-uploads';

export interface UploadProgressListProps {
  uploads: readonly PendingUpload[];
}

/** One labelled progress bar per file on its way. */
export function UploadProgressList({ uploads }: UploadProgressListProps) {
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Uploads in progress">
      {uploads.map((upload) => (
        <Stack key={upload.id} gap={4} component="li">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate="end" miw={0}>
              Uploading {upload.name}…
            </Text>
            <Text size="sm" c="dimmed" aria-hidden>
              {upload.progress}%
            </Text>
          </Group>
          <Progress
            value={upload.progress}
            size="md"
            animated={upload.progress < 100}
            aria-label={`Upload progress for ${upload.name}`}
          />
        </Stack>
      ))}
    </Stack>
  );
}
