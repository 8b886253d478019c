import { Group, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '#src/lib/format';
import { useAcknowledgement } from '../../api/get-acknowledgement';
import { DownloadAcknowledgementButton } from './download-acknowledgement-button';

export interface AcknowledgementVersionsProps {
  requestId: number;
  itemTitle: string;
}

/**
 * A corrected letter's versions, newest first, each with who signed it and when, whether it is the
 * current letter or superseded, and its own download (docs/product.md, Acknowledgement letters).
 * Shown to both parties once there is more than one version.
 */
export function AcknowledgementVersions({ requestId, itemTitle }: AcknowledgementVersionsProps) {
  const { data: letter } = useAcknowledgement(requestId, true);
  if (!letter || letter.versions.length < 2) return null;
  const headingId = `acknowledgement-versions-${requestId}`;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        Acknowledgement versions
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {[...letter.versions].reverse().map((version) => {
          const current = version.version === letter.current_version;
          return (
            <Group component="li" key={version.version} justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={0}>
                <Text size="sm">
                  <Text component="span" fw={600} size="sm">
                    Version {version.version}
                  </Text>
                  , signed by {version.signature.name}, {version.signature.title}, on{' '}
                  {formatDate(version.signature.signed_at)} — {current ? 'current' : 'superseded'}
                </Text>
                {version.correction_reason && (
                  <Text size="xs" c="dimmed">
                    Corrects version {version.supersedes_version}: {version.correction_reason}
                  </Text>
                )}
              </Stack>
              <DownloadAcknowledgementButton requestId={requestId} itemTitle={itemTitle} version={version.version} />
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
