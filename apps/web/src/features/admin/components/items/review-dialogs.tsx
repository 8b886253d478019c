import { ADMIN_ITEM_MESSAGES } from '@app/shared';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { ReviewTarget } from './use-item-review';

interface ReviewDialogProps {
  /** The item decided; null keeps the dialog closed. */
  item: ReviewTarget | null;
  loading: boolean;
  onClose: () => void;
}

export interface ApproveItemModalProps extends ReviewDialogProps {
  onConfirm: (item: ReviewTarget) => void;
}

/** Approving lists the item at once, so it asks first. */
export function ApproveItemModal({ item, loading, onClose, onConfirm }: ApproveItemModalProps) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title="Approve item"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          Approve <strong>{item?.title}</strong> from {item?.donor_label}? It is listed in the marketplace at once, and
          nonprofits it reaches can request it.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button loading={loading} onClick={() => item && onConfirm(item)} data-autofocus>
            Approve item
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export interface RejectItemModalProps extends ReviewDialogProps {
  onConfirm: (item: ReviewTarget, reason: string) => void;
}

/** A rejection always carries a reason: it is emailed to the donor and shown on the listing. */
export function RejectItemModal({ item, loading, onClose, onConfirm }: RejectItemModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!item) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(ADMIN_ITEM_MESSAGES.reasonRequired);
      return;
    }
    onConfirm(item, trimmed);
  };

  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title="Reject item"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Reject <strong>{item?.title}</strong> from {item?.donor_label}? The donor is emailed the reason below. The
            item stays hidden until they edit it, which sends it back for review.
          </Text>
          <Textarea
            label="Reason for rejection"
            description="Emailed to the donor and shown on their listing."
            placeholder="e.g. Please add a photo showing the item's condition."
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={1000}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error) setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={loading}>
              Reject item
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
