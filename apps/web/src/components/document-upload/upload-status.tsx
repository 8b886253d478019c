import { Anchor, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCircleCheck, IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface UploadProgressProps {
  fileName: string;
  /** 0..100 */
  progress: number;
}

/** A labelled progress bar while a document is on its way. */
export function UploadProgress({ fileName, progress }: UploadProgressProps) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate="end" miw={0}>
          Uploading {fileName}…
        </Text>
        <Text size="sm" c="dimmed" aria-hidden>
          {progress}%
        </Text>
      </Group>
      <Progress value={progress} size="lg" animated={progress < 100} aria-label={`Upload progress for ${fileName}`} />
    </Stack>
  );
}

export interface UploadSuccessProps {
  fileName: string;
  url: string;
  /** Actions beside the link, e.g. "Replace file". */
  children?: ReactNode;
}

/** The uploaded file's name and a link to read it. */
export function UploadSuccess({ fileName, url, children }: UploadSuccessProps) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" role="status">
      <ThemeIcon color="green" variant="light" radius="xl" size="lg" aria-hidden>
        <IconCircleCheck size={20} />
      </ThemeIcon>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          Uploaded {fileName}
        </Text>
        <Group gap="md">
          <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              View document
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </Group>
          </Anchor>
          {children}
        </Group>
      </Stack>
    </Group>
  );
}
