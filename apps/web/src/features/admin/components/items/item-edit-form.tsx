import {
  ADMIN_ITEM_MESSAGES,
  DELIVERY_OPTION_LABELS,
  DELIVERY_OPTIONS,
  type AdminItemDetails,
  type ItemStatus,
} from '@app/shared';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useUpdateAdminItem } from '#src/features/admin/api/update-admin-item';
import { ApiError, errorMessage } from '#src/lib/api-client';
import { useCategories } from '#src/lib/categories';
import {
  changedFields,
  initialEditValues,
  statusOptions,
  validateEditValues,
  type ItemEditValues,
} from './item-edit-values';

export interface ItemEditFormProps {
  item: AdminItemDetails;
  /** The server refused the write as stale (409): the dialog keeps this version until Reload. */
  onConflict: () => void;
}

/** The admin's edit of an item: only changed fields are sent, with the version loaded. */
export function ItemEditForm({ item, onConflict }: ItemEditFormProps) {
  const mutation = useUpdateAdminItem();
  const categories = useCategories();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ItemEditValues>({
    mode: 'controlled',
    initialValues: initialEditValues(item),
    validate: validateEditValues,
  });
  const categoryData = [...(categories.data ?? [])];
  if (!categoryData.includes(item.category)) categoryData.unshift(item.category);

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    const data = changedFields(item, values);
    if (!data) {
      notifications.show({ color: 'blue', message: 'Nothing changed.' });
      return;
    }
    try {
      const result = await mutation.mutateAsync({ id: item.id, data });
      notifications.show({ color: 'green', message: result.message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onConflict();
      else setFailure(errorMessage(error, 'Please try again.'));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${item.title}`}>
      <Stack gap="sm">
        <TextInput label="Title" required maxLength={200} {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={5000}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Category"
            required
            data={categoryData}
            searchable
            allowDeselect={false}
            {...form.getInputProps('category')}
          />
          <Select
            label="Status"
            data={statusOptions(item.status)}
            allowDeselect={false}
            description="Available lists it; disabled hides it."
            {...form.getInputProps('status')}
            onChange={(value) => value && form.setFieldValue('status', value as ItemStatus)}
          />
          <NumberInput
            label="Fair market value (each)"
            required
            min={0}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            prefix="$"
            allowNegative={false}
            {...form.getInputProps('fair_market_value')}
          />
          <NumberInput
            label="Quantity left"
            description={`${item.approved_quantity} more already approved for nonprofits`}
            required
            min={0}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('quantity')}
          />
        </SimpleGrid>
        <Checkbox.Group label="Delivery options" required {...form.getInputProps('shipping_options')}>
          <Group gap="md" mt={6}>
            {DELIVERY_OPTIONS.map((option) => (
              <Checkbox key={option} value={option} label={DELIVERY_OPTION_LABELS[option]} />
            ))}
          </Group>
        </Checkbox.Group>
        {failure && (
          <Alert color="red" title={ADMIN_ITEM_MESSAGES.updateFailed} role="alert">
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

export interface StaleItemAlertProps {
  reloading: boolean;
  onReload: () => void;
}

/** Someone else changed the item since it was loaded: nothing was saved, and Reload shows their version. */
export function StaleItemAlert({ reloading, onReload }: StaleItemAlertProps) {
  return (
    <Alert color="yellow" title="Not saved" role="alert">
      <Stack gap="xs" align="flex-start">
        {ADMIN_ITEM_MESSAGES.stale}
        <Button
          size="xs"
          variant="white"
          color="dark"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={reloading}
          onClick={onReload}
        >
          Reload item
        </Button>
      </Stack>
    </Alert>
  );
}
