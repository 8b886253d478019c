import { PROFILE_MESSAGES, type Profile } from '@app/shared';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useUpdateProfile, type ProfileRole } from './profile-api';
import { changedFields, serverFieldErrors, validateProfile, type ProfileFormValues } from './profile-form';

export interface ProfileEditModalProps {
  opened: boolean;
  onClose: () => void;
  role: ProfileRole;
  userId: number;
  /** The form's starting values, from the profile shown (also what "changed" is measured against). */
  initialValues: ProfileFormValues;
  children: (form: UseFormReturnType<ProfileFormValues>) => ReactNode;
}

/** The Edit Profile dialog both dashboards share: validation, PUT /users/{id}, and the outcome messages. */
export function ProfileEditModal({ opened, onClose, ...props }: ProfileEditModalProps) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit Profile"
      size="xl"
      fullScreen={narrow}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <ProfileEditForm {...props} onDone={onClose} />}
    </Modal>
  );
}

function ProfileEditForm({
  role,
  userId,
  initialValues,
  children,
  onDone,
}: Omit<ProfileEditModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const mutation = useUpdateProfile(userId);
  const [failed, setFailed] = useState(false);
  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => validateProfile(role, initialValues, values),
  });

  const submit = form.onSubmit(async (values) => {
    setFailed(false);
    let profile: Profile;
    try {
      profile = await mutation.mutateAsync(changedFields(initialValues, values));
    } catch (error) {
      form.setErrors(serverFieldErrors(error));
      setFailed(true);
      notifications.show({ color: 'red', message: PROFILE_MESSAGES.updateFailed });
      return;
    }
    notifications.show({ color: 'green', message: PROFILE_MESSAGES.updated });
    if (profile.pending_email) {
      notifications.show({ color: 'blue', message: PROFILE_MESSAGES.emailChangePending(profile.pending_email) });
    }
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {children(form)}
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {PROFILE_MESSAGES.updateFailed}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
