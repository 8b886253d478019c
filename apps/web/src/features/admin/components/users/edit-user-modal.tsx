import { ADMIN_USER_UPDATED_MESSAGE, NO_LETTER_APPROVAL_QUESTION, type AdminUser } from '@app/shared';
import { Button, Checkbox, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { StateSelect } from '#src/components/state-select';
import { errorMessage } from '#src/lib/api-client';
import { useUpdateUser } from '#src/features/admin/api/update-user';
import { ROLE_LABELS } from '#src/features/admin/lib/format';
import {
  asksLetterQuestion,
  initialEditValues,
  isNewRejection,
  toUpdateRequest,
  validateEditUser,
  type EditUserValues,
} from './edit-user-form';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

export interface EditUserModalProps {
  /** The account being edited; null keeps the modal closed. */
  user: AdminUser | null;
  onClose: () => void;
}

export function EditUserModal({ user, onClose }: EditUserModalProps) {
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? `Edit ${ROLE_LABELS[user.role].toLowerCase()}: ${user.name}` : 'Edit user'}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {user && <EditUserForm key={user.id} user={user} onDone={onClose} />}
    </Modal>
  );
}

export interface EditUserFormProps {
  user: AdminUser;
  onDone: () => void;
}

export function EditUserForm({ user, onDone }: EditUserFormProps) {
  const mutation = useUpdateUser();
  const form = useForm<EditUserValues>({
    mode: 'controlled',
    initialValues: initialEditValues(user),
    validate: (values) => validateEditUser(user, values),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ id: user.id, data: toUpdateRequest(user, values) });
      notifications.show({ color: 'green', message: ADMIN_USER_UPDATED_MESSAGE });
      onDone();
    } catch (error) {
      notifications.show({ color: 'red', message: `Error updating user: ${errorMessage(error, 'Please try again.')}` });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Name" required autoComplete="off" data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
          <TextInput label="City" required autoComplete="off" {...form.getInputProps('city')} />
          <StateSelect
            label="State"
            required
            keepValue={user.state}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('state')}
          />
          {user.role === 'nonprofit' && (
            <>
              <TextInput label="Organization name" required {...form.getInputProps('organization_name')} />
              <TextInput label="EIN" required placeholder="12-3456789" {...form.getInputProps('ein')} />
            </>
          )}
          {user.role === 'donor' && <TextInput label="Company name" required {...form.getInputProps('company_name')} />}
          <Select
            label="Approval status"
            required
            data={STATUS_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('approval_status')}
          />
        </SimpleGrid>
        {asksLetterQuestion(user, form.values) && (
          <Checkbox
            label={NO_LETTER_APPROVAL_QUESTION}
            description="This nonprofit has not uploaded its tax-exempt letter. The audit log records the approval as without a letter."
            color="yellow"
            {...form.getInputProps('approve_without_letter', { type: 'checkbox' })}
          />
        )}
        {isNewRejection(user, form.values) && (
          <Textarea
            label="Reason for rejection"
            description="Emailed to the account holder."
            required
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('reason')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
