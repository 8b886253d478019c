import { DataList, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { RequestCardSummary } from './request-card-shell';
import { RequestImage } from '#src/components/request-image';
import { RequestStateBadge } from './request-status-badge';
import { useRetained } from '#src/lib/use-retained';

export interface RequestDetailsDialogProps<T> {
  /** The request shown; null keeps the modal closed. */
  request: T | null;
  onClose: () => void;
  /** The dashboard's own body for the request. */
  children: (request: T) => ReactNode;
}

/** The "Request details" modal frame; it keeps the last request so the body stays through the exit transition. */
export function RequestDetailsDialog<T>({ request: current, onClose, children }: RequestDetailsDialogProps<T>) {
  const request = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title="Request details"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request !== null && children(request)}
    </Modal>
  );
}

/** The details' heading: picture, item title and status badge. */
export function RequestDetailsHeader({ request }: { request: RequestCardSummary }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <RequestImage src={request.image_url} w={96} h={96} radius="sm" style={{ flexShrink: 0 }} />
      <Stack gap={6} miw={0}>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {request.item_title}
        </Title>
        <RequestStateBadge state={request.state} />
      </Stack>
    </Group>
  );
}

/** The list of DetailsFact rows. */
export function RequestDetailsList({ children }: { children: ReactNode }) {
  // Side-by-side labels squeeze the values on phones: stack them there.
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <DataList size="sm" withDivider labelWidth="9.5rem" orientation={narrow ? 'vertical' : 'horizontal'}>
      {children}
    </DataList>
  );
}

/** One label/value row of the details list. */
export function DetailsFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The requester's message with its line breaks kept, or a plain "No message". */
export function MessageFact({ label, message }: { label: string; message: string | null }) {
  return (
    <DetailsFact label={label}>
      {message ? (
        <Text component="span" size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Text>
      ) : (
        'No message'
      )}
    </DetailsFact>
  );
}
