import { ADMIN_REQUEST_MESSAGES, type AdminRequestDetails } from '@app/shared';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useUpdateAdminRequest } from '#src/features/admin/api/update-admin-request';
import { errorMessage } from '#src/lib/api-client';
import { REQUEST_STATE_LABELS } from '#src/lib/request-state-labels';
import { allowedStatuses, EDIT_STATUS_LABELS, mayAmend } from './request-labels';
import { changedFields, initialEditValues, validateEditValues, type RequestEditValues } from './request-edit-values';

export interface RequestEditFormProps {
  request: AdminRequestDetails;
}

/**
 * The admin's edit: the statuses the server's `actions` allow now, the note, and the value and
 * quantity while the request is unpaid. Only changed fields are sent.
 */
export function RequestEditForm({ request }: RequestEditFormProps) {
  const mutation = useUpdateAdminRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RequestEditValues>({
    mode: 'controlled',
    initialValues: initialEditValues(request),
    validate: validateEditValues,
  });
  const statuses = allowedStatuses(request.actions);
  const amendable = mayAmend(request.actions);
  const statusData = [
    { value: '', label: `Keep: ${REQUEST_STATE_LABELS[request.state]}` },
    ...statuses.map((status) => ({ value: status, label: EDIT_STATUS_LABELS[status] })),
  ];

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const data = changedFields(request, values);
    if (!data) {
      notifications.show({ color: 'blue', message: 'Nothing changed.' });
      return;
    }
    try {
      const result = await mutation.mutateAsync({ id: request.id, data });
      notifications.show({ color: 'green', message: result.message });
    } catch (error) {
      setFailure(errorMessage(error, 'Please try again.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit request #${request.id}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Status"
            data={statusData}
            allowDeselect={false}
            description={statuses.length === 0 ? 'No status change is possible now.' : undefined}
            {...form.getInputProps('status')}
          />
          <NumberInput
            label="Fair market value (each)"
            min={0}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            prefix="$"
            allowNegative={false}
            disabled={!amendable}
            description={amendable ? undefined : 'Changes only while unpaid'}
            {...form.getInputProps('fair_market_value')}
          />
          <NumberInput
            label="Quantity"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            disabled={!amendable}
            description={amendable ? undefined : 'Changes only while unpaid'}
            {...form.getInputProps('quantity_requested')}
          />
        </SimpleGrid>
        <Textarea
          label="Admin note"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          {...form.getInputProps('admin_note')}
        />
        {failure && (
          <Alert color="red" title={ADMIN_REQUEST_MESSAGES.updateFailed} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
