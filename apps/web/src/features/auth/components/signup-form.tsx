import { registerRequestSchema, type SignupRole } from '@app/shared';
import { Alert, Anchor, Button, Divider, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { serverFieldErrors } from '#src/components/profile/profile-form';
import { paths } from '#src/lib/paths';
import { registerErrorMessage, useRegister } from '../api/register';
import { initialSignupValues, toRegisterInput, validateSignup, type SignupFormValues } from '../utils/signup-values';
import { SignupAccountFields } from './signup-account-fields';
import { SignupDonorFields } from './signup-donor-fields';
import { SignupNonprofitFields } from './signup-nonprofit-fields';

const ROLE_OPTIONS: { value: SignupRole; label: string; description: string }[] = [
  { value: 'nonprofit', label: 'Nonprofit', description: 'Request donated items for your organization' },
  { value: 'donor', label: 'Corporate donor', description: 'Give surplus items to verified nonprofits' },
];

export interface RegisteredAccount {
  email: string;
  role: SignupRole;
  /** Lets a new nonprofit upload its letter before it can log in. */
  uploadToken: string | null;
  /** The tax-exempt letter chosen in the form, still to be uploaded. */
  letter: File | null;
  /** A nonprofit's organization name, for its getting-started checklist. */
  organizationName: string | null;
}

export interface SignupFormProps {
  initialRole?: SignupRole;
  onRegistered: (account: RegisteredAccount) => void;
}

function focusFirstInvalidField() {
  requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
}

/** Sign-up with role-specific fields, checked by the shared schema before sending. */
export function SignupForm({ initialRole = 'nonprofit', onRegistered }: SignupFormProps) {
  const [letter, setLetter] = useState<File | null>(null);
  const registration = useRegister();
  const form = useForm<SignupFormValues>({
    initialValues: initialSignupValues(initialRole),
    validate: validateSignup,
    validateInputOnBlur: true,
  });
  const role = form.values.role;

  const handleSubmit = form.onSubmit((values) => {
    const parsed = registerRequestSchema.safeParse(toRegisterInput(values));
    if (!parsed.success) return;
    registration.mutate(parsed.data, {
      onSuccess: (response) =>
        onRegistered({
          email: response.user.email,
          role: values.role,
          uploadToken: response.upload_token,
          letter: values.role === 'nonprofit' ? letter : null,
          organizationName: response.user.organization_name,
        }),
      onError: (error) => {
        // A refusal naming a field (a common password, an EIN another nonprofit has) is shown beside it.
        const fieldErrors = serverFieldErrors(error);
        if (Object.keys(fieldErrors).length > 0) {
          form.setErrors(fieldErrors);
          focusFirstInvalidField();
        }
      },
    });
  }, focusFirstInvalidField);

  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap="lg">
        <Radio.Group
          label="I am signing up as"
          withAsterisk
          value={role}
          onChange={(value) => {
            form.setFieldValue('role', value as SignupRole);
            form.clearErrors();
            // The letter picker unmounts with the nonprofit fields, so forget its file too.
            setLetter(null);
          }}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
            {ROLE_OPTIONS.map((option) => (
              <Radio.Card key={option.value} value={option.value} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={2} />
                  <div>
                    <Text fw={600}>{option.label}</Text>
                    <Text size="sm" c="dimmed">
                      {option.description}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>

        <SignupAccountFields form={form} />
        <Divider />
        {role === 'nonprofit' ? (
          <SignupNonprofitFields form={form} onLetterSelected={setLetter} disabled={registration.isPending} />
        ) : (
          <SignupDonorFields form={form} />
        )}

        {registration.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Could not create your account">
            {registerErrorMessage(registration.error)}
          </Alert>
        )}
        <Stack gap="xs">
          <Button type="submit" size="md" loading={registration.isPending} fullWidth>
            Create account
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            By creating an account you confirm you are at least 18 and agree to the{' '}
            <Anchor component={Link} to={paths.terms} size="xs" underline="always">
              Terms of Service
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to={paths.privacy} size="xs" underline="always">
              Privacy Policy
            </Anchor>
            .
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}
