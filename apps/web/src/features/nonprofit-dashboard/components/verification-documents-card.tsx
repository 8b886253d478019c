import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconFileCertificate, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LETTER_CARD_ID } from '#src/components/getting-started/nonprofit-checklist';

// The drop zone (and its library) loads only when a letter is to be uploaded: an approved nonprofit,
// whose letter is on file, rarely replaces it, and its dashboard should not pay for the widget as it
// opens (docs/quality.md, Lighthouse).
const DocumentUpload = lazy(() =>
  import('#src/components/document-upload/document-upload').then((module) => ({ default: module.DocumentUpload })),
);
import { dashboardQueryKey } from '#src/lib/query-keys';
import { currentUserQueryKey } from '#src/lib/session/use-current-user';

export interface VerificationDocumentsCardProps {
  taxExemptDocUrl: string | null;
}

/** The nonprofit's tax-exempt letter: view the current one (private to owner and admins) or replace it. */
export function VerificationDocumentsCard({ taxExemptDocUrl }: VerificationDocumentsCardProps) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [replacing, setReplacing] = useState(false);

  useEffect(() => {
    // The checklist's letter step links here (#verification-documents): bring the card into view.
    if (location.hash !== `#${LETTER_CARD_ID}`) return;
    heading.current?.scrollIntoView({ block: 'center' });
    heading.current?.focus({ preventScroll: true });
  }, [location.hash, location.key]);

  const handleUploaded = async () => {
    // The checklist's letter step follows the dashboard's facts.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    ]);
    notifications.show({
      color: 'green',
      title: 'Letter uploaded',
      message: 'Your tax-exempt letter was uploaded successfully.',
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" id={LETTER_CARD_ID}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            <IconFileCertificate size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" ref={heading} tabIndex={-1}>
            Verification documents
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          Your IRS tax-exempt determination letter. Admins check it together with your EIN before approving your
          account.
        </Text>
        {taxExemptDocUrl ? (
          <Anchor href={taxExemptDocUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              View uploaded letter
              <IconExternalLink size={14} aria-hidden />
              <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            </Group>
          </Anchor>
        ) : (
          <Badge color="gray" variant="light" size="lg" radius="sm" w="fit-content" tt="none">
            No letter uploaded yet
          </Badge>
        )}
        {taxExemptDocUrl && !replacing ? (
          <Button
            variant="default"
            w="fit-content"
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => setReplacing(true)}
          >
            Replace letter
          </Button>
        ) : (
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the upload" />}>
            <DocumentUpload
              label={taxExemptDocUrl ? 'Replace letter' : 'Upload letter'}
              onUploaded={() => void handleUploaded()}
              autoFocus={replacing}
            />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}
