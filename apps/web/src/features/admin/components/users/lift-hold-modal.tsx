import { IRS_HOLD_MESSAGES, IRS_HOLD_REASON_MAX, type IrsHold } from '@app/shared';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useLiftIrsHold } from '#src/features/admin/api/lift-irs-hold';
import { errorMessage } from '#src/lib/api-client';

export interface LiftHoldModalProps {
  /** The hold being lifted; null keeps the dialog closed. */
  hold: IrsHold | null;
  onClose: () => void;
}

/** Lifting a hold always carries a reason: it is kept with the hold and in the audit log. */
export function LiftHoldModal({ hold, onClose }: LiftHoldModalProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lift = useLiftIrsHold();

  const close = () => {
    setReason('');
    setError(null);
    lift.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!hold) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setError(IRS_HOLD_MESSAGES.reasonRequired);
      return;
    }
    try {
      const result = await lift.mutateAsync({ holdId: hold.id, reason: trimmed });
      notifications.show({ color: 'green', message: result.message });
      close();
    } catch {
      // Shown in the dialog from lift.error.
    }
  };

  return (
    <Modal
      opened={hold !== null}
      onClose={close}
      title="Lift IRS hold"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            Lift the hold on <strong>{hold?.nonprofit_name}</strong>? Its paused requests move forward again, and
            pending ones get back the time they were paused. To stop it requesting instead, reject the organization with
            Edit.
          </Text>
          {lift.isError && (
            <Alert color="red" variant="light" title="The hold could not be lifted">
              {errorMessage(lift.error)}
            </Alert>
          )}
          <Textarea
            label="Reason for lifting the hold"
            description="Kept with the hold and in the audit log, e.g. the IRS reinstatement letter received."
            required
            autosize
            minRows={3}
            maxRows={8}
            maxLength={IRS_HOLD_REASON_MAX}
            value={reason}
            error={error}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (error) setError(null);
            }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={lift.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={lift.isPending}>
              Lift hold
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
