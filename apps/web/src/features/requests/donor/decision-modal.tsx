import type { DonorRequest } from '@app/shared';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { RespondAction } from '../api/respond-to-request';
import { RequestStateBadge } from '../components/request-status-badge';
import { useRetained } from '#src/lib/use-retained';

export interface DecisionModalProps {
  /** The request decided on; null keeps the modal closed. */
  request: DonorRequest | null;
  loading: boolean;
  onClose: () => void;
  /** Resolves true when the server accepted the decision. */
  onConfirm: (request: DonorRequest, action: RespondAction) => Promise<boolean>;
}

const isDecision = (command: string): command is RespondAction => command === 'approve' || command === 'decline';

function DecisionForm({ request, loading, onClose, onConfirm }: DecisionModalProps & { request: DonorRequest }) {
  // Only the decisions the server offers now: never a Decline it would refuse (after payment).
  const offered = request.actions.filter((action) => isDecision(action.command));
  const [choice, setChoice] = useState<RespondAction | null>(
    offered.length === 1 ? (offered[0]!.command as RespondAction) : null,
  );
  const short = request.item_quantity_available < request.quantity_requested;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (choice && (await onConfirm(request, choice))) onClose();
  };
  const descriptions: Record<RespondAction, string> = {
    approve: `${request.quantity_requested} taken from your available quantity (${request.item_quantity_available} left). The nonprofit then chooses a delivery method and pays the platform fee.`,
    decline: `The nonprofit's tokens are refunded and they are notified.`,
  };
  if (offered.length === 0) {
    return <Text size="sm">This request can no longer be approved or declined.</Text>;
  }
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm">
            <strong>{request.nonprofit_name}</strong> asked for {request.quantity_requested} ×{' '}
            <strong>{request.item_title}</strong>
            {request.event_name ? ` for ${request.event_name}` : ''}. Now:
          </Text>
          <RequestStateBadge state={request.state} />
        </Group>
        <Radio.Group
          label="Your decision"
          value={choice}
          onChange={(value) => setChoice(value as RespondAction)}
          withAsterisk
        >
          <Stack gap="sm" mt="xs">
            {offered.map((action, index) => (
              <Radio
                key={action.command}
                value={action.command}
                label={action.label}
                description={descriptions[action.command as RespondAction]}
                data-autofocus={index === 0 || undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        {choice === 'approve' && short && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} p="xs">
            Only {request.item_quantity_available} left of the {request.quantity_requested} requested: approval will be
            refused unless you add quantity to the listing first.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading} disabled={!choice} color={choice === 'decline' ? 'red' : undefined}>
            {choice === 'decline' ? 'Decline request' : choice === 'approve' ? 'Approve request' : 'Confirm'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The donor's decision (docs/product.md, A request's life): approve or decline a pending request,
 * or Edit decision later, offering only the decisions the server would accept now.
 */
export function DecisionModal(props: DecisionModalProps) {
  const { request: current, onClose } = props;
  const request = useRetained(current);
  const both = (request?.actions.filter((action) => isDecision(action.command)).length ?? 0) > 1;
  return (
    <Modal
      opened={current !== null}
      onClose={onClose}
      title={both ? 'Approve or decline' : 'Edit decision'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && <DecisionForm key={request.id} {...props} request={request} />}
    </Modal>
  );
}
