import { ADMIN_REQUEST_MESSAGES } from '@app/shared';
import { Center, Divider, Group, Loader, Modal, Stack, Title } from '@mantine/core';
import { useAdminRequest } from '#src/features/admin/api/get-admin-request';
import { AdminLoadError } from '../admin-load-error';
import { RequestEditForm } from './request-edit-form';
import { RequestFacts } from './request-facts';
import { RequestHistory } from './request-history';
import { RequestStateBadge } from './request-state-badge';

export interface RequestDetailsModalProps {
  /** The request shown (`request_id=` in the URL); null keeps the dialog closed. */
  requestId: number | null;
  onClose: () => void;
}

/** One request over the list: every field, its edit form and its history. */
export function RequestDetailsModal({ requestId, onClose }: RequestDetailsModalProps) {
  return (
    <Modal
      opened={requestId !== null}
      onClose={onClose}
      title={requestId !== null ? `Request #${requestId}` : 'Request'}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {requestId !== null && <RequestDetailsBody key={requestId} requestId={requestId} />}
    </Modal>
  );
}

function RequestDetailsBody({ requestId }: { requestId: number }) {
  const query = useAdminRequest(requestId);
  const request = query.data;
  if (query.isError) {
    return (
      <AdminLoadError
        error={query.error}
        title={ADMIN_REQUEST_MESSAGES.detailsFailed}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!request) {
    return (
      <Center py="xl" role="status" aria-label="Loading the request">
        <Loader />
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {request.item_title}
        </Title>
        <RequestStateBadge state={request.state} />
      </Group>
      <RequestFacts request={request} />
      <Divider />
      <Title order={4} size="h5">
        Edit request
      </Title>
      <RequestEditForm key={request.updated_at} request={request} />
      <Divider />
      <RequestHistory history={request.history} />
    </Stack>
  );
}
