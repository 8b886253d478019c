import type { DonorRequest } from '@app/shared';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { RespondAction } from '../api/respond-to-request';
import { RequestStatusBadge } from '../components/request-status-badge';
import { useRetained } from '#src/lib/use-retained';

export interface EditDecisionModalProps {
  /** An approved or declined request; null keeps the modal closed. */
  request: DonorRequest | null;
  loading: boolean;
  onClose: () => void;
  /** Resolves true when the server accepted the new decision. */
  onConfirm: (request: DonorRequest, action: RespondAction) => Promise<boolean>;
}

function EditDecisionForm({
  request,
  loading,
  onClose,
  onConfirm,
}: EditDecisionModalProps & { request: DonorRequest }) {
  const current: RespondAction = request.status === 'approved' ? 'approve' : 'decline';
  // Opening Edit Decision means the donor wants the other answer: preselect it.
  const [choice, setChoice] = useState<RespondAction>(current === 'approve' ? 'decline' : 'approve');
  const short = request.item_quantity_available < request.quantity_requested;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice !== current && (await onConfirm(request, choice))) onClose();
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm">
            <strong>{request.item_title}</strong> for {request.nonprofit_name}. Current decision:
          </Text>
          <RequestStatusBadge status={request.status} declineReason={request.decline_reason} />
        </Group>
        <Radio.Group label="New decision" value={choice} onChange={(value) => setChoice(value as RespondAction)}>
          <Stack gap="sm" mt="xs">
            <Radio
              value="approve"
              label={current === 'approve' ? 'Approve (current decision)' : 'Approve'}
              description={`${request.quantity_requested} taken from your available quantity (${request.item_quantity_available} left). The nonprofit's tokens are charged again; this is refused if their balance is too low.`}
              disabled={current === 'approve'}
            />
            <Radio
              value="decline"
              label={current === 'decline' ? 'Decline (current decision)' : 'Decline'}
              description={`The nonprofit's tokens are refunded and ${request.quantity_requested} returns to your available quantity. Only possible before the nonprofit has paid its invoice.`}
              disabled={current === 'decline'}
            />
          </Stack>
        </Radio.Group>
        {choice === 'approve' && short && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} p="xs">
            Only {request.item_quantity_available} left of the {request.quantity_requested} requested: approval will be
            refused unless you add quantity to the listing first.
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          The nonprofit will be notified of the change.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading} color={choice === 'decline' ? 'red' : undefined}>
            {choice === 'approve' ? 'Change to approved' : 'Change to declined'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edit Decision (docs/product.md, Tokens and A request's life): switch an approved request to declined or back. */
export function EditDecisionModal(props: EditDecisionModalProps) {
  const { request: current, onClose } = props;
  const request = useRetained(current);
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title="Edit decision"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && <EditDecisionForm key={request.id} {...props} request={request} />}
    </Modal>
  );
}
