import { PROFILE_MESSAGES, splitCommaList } from '@app/shared';
import { Avatar, Badge, Button, FileButton, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { errorMessage } from '#src/lib/api-client';
import { useUploadLogo } from './profile-api';
import { normalizerFor, type ProfileFormValues } from './profile-form';

type Form = UseFormReturnType<ProfileFormValues>;

/** The field's input props, with the stored form shown once the field loses focus (normalizerFor). */
export function normalizedProps(form: Form, field: string) {
  const props = form.getInputProps(field);
  const normalize = normalizerFor(field);
  return {
    ...props,
    onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
      if (normalize) form.setFieldValue(field, normalize(event.currentTarget.value));
      props.onBlur?.(event);
    },
  };
}

/** A comma-separated list, with the entries it will be saved as underneath. */
export function CommaListInput({
  form,
  field,
  label,
  example,
}: {
  form: Form;
  field: string;
  label: string;
  example: string;
}) {
  const entries = splitCommaList(form.values[field] ?? '');
  return (
    <Stack gap={6}>
      <TextInput
        label={label}
        description={`Separate with commas, for example: ${example}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps(field)}
      />
      {entries.length > 0 && (
        <Group gap={6} aria-label={`${label} as saved`} role="list">
          {entries.map((entry, index) => (
            <Badge key={`${entry}-${index}`} role="listitem" variant="light" color="blue" tt="none">
              {entry}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** Email, and the current password once the address differs from the saved one. */
export function EmailFields({ form, savedEmail }: { form: Form; savedEmail: string }) {
  const changing = (form.values.email ?? '').trim().toLowerCase() !== savedEmail.toLowerCase();
  return (
    <>
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        withAsterisk
        description={
          changing ? 'We will email a confirmation link to the new address; the old one is told too.' : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('email')}
      />
      {changing && (
        <PasswordInput
          label="Current password"
          description={PROFILE_MESSAGES.passwordNeeded}
          autoComplete="current-password"
          withAsterisk
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('current_password')}
        />
      )}
    </>
  );
}

/**
 * The logo: an upload (re-encoded by the server) or a web address, either kept only when the form
 * is saved; Cancel leaves the saved logo.
 */
export function LogoField({ form, userId, name }: { form: Form; userId: number; name: string }) {
  const upload = useUploadLogo(userId);
  const logo = form.values.logo_url || null;
  const unsaved = form.isDirty('logo_url');

  const send = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (uploaded) => {
        form.setFieldValue('logo_url', uploaded.logo_url);
        notifications.show({ color: 'green', message: PROFILE_MESSAGES.logoUploaded });
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, PROFILE_MESSAGES.updateFailed) }),
    });
  };

  return (
    <Group align="flex-end" gap="md" wrap="nowrap">
      <Avatar src={logo} alt={logo ? `${name} logo` : undefined} size={64} radius="md" color="blue">
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={6} style={{ flex: 1 }} miw={0}>
        <TextInput label="Logo URL" placeholder="https://" {...form.getInputProps('logo_url')} />
        <Group gap="xs">
          <FileButton onChange={send} accept="image/png,image/jpeg,image/gif,image/webp">
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconUpload size={14} />}
                loading={upload.isPending}
              >
                Upload logo
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            JPG, PNG, GIF or WebP up to 10 MB
          </Text>
        </Group>
        {unsaved && (
          <Text size="xs" c="dimmed" role="status">
            New logo: kept when you save the profile.
          </Text>
        )}
      </Stack>
    </Group>
  );
}
