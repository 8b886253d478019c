import { DASHBOARD_PATH } from '@app/shared';
import { Alert, Anchor, Button, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '#src/lib/api-client';
import { useLogin } from '../api/login';

/** The demo accounts (README); every one uses the same password. */
const DEMO_ACCOUNTS = [
  { value: 'admin@demo.example', label: 'Admin — admin@demo.example' },
  { value: 'donor@demo.example', label: 'Donor — donor@demo.example' },
  { value: 'nonprofit@demo.example', label: 'Nonprofit (approved) — nonprofit@demo.example' },
  { value: 'pending@demo.example', label: 'Nonprofit (pending approval) — pending@demo.example' },
];
const DEMO_PASSWORD = 'demo-password-1';

function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Network error: the server could not be reached.';
    return `Status ${error.status}: ${error.message}`;
  }
  return 'Network error: the server could not be reached.';
}

/** POST /api/auth/login, then the server status and detail, or the signed-in user. */
export function TestLoginForm() {
  const login = useLogin();
  const form = useForm({ initialValues: { email: DEMO_ACCOUNTS[0]?.value ?? '', password: DEMO_PASSWORD } });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
      <Stack gap="md">
        <Select label="Demo account" data={DEMO_ACCOUNTS} allowDeselect={false} {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          autoComplete="off"
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" size="md" loading={login.isPending} fullWidth>
          Log in
        </Button>
        {login.isSuccess && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Status 200: logged in">
            <Stack gap={4}>
              <Text size="sm">
                Signed in as <strong>{login.data.user.name}</strong> ({login.data.user.role}).
              </Text>
              <Anchor component={Link} to={DASHBOARD_PATH[login.data.user.role]} size="sm" fw={600}>
                Go to your dashboard
              </Anchor>
            </Stack>
          </Alert>
        )}
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Login failed">
            {describeError(login.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
