import { AUTH_MESSAGES, TIMINGS } from '@app/shared';
import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#src/lib/paths';
import { usePageTitle } from '#src/lib/use-page-title';
import { resetPasswordErrorMessage, useResetPassword } from '../api/reset-password';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordDialog } from '../components/forgot-password-dialog';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { confirmPasswordError, newPasswordError } from '../utils/validation';

const MISSING_TOKEN = 'Invalid or missing reset token. Please request a new password reset.';
const MISSING_TOKEN_ON_SUBMIT = 'Invalid reset token. Please request a new password reset.';

/** /reset-password?token= with a strength meter; success goes to /login after 3 s. */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [forgotOpened, forgot] = useDisclosure(false);
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: newPasswordError,
      confirmPassword: (value, values) => confirmPasswordError(value, values.password),
    },
  });
  useRedirectAfter(reset.isSuccess, paths.login, TIMINGS.redirectAfterResetMs);

  const handleSubmit = form.onSubmit(({ password }) => {
    if (!token) return form.setErrors({ password: MISSING_TOKEN_ON_SUBMIT });
    reset.mutate({ token, password });
  });

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password reset" icon={<IconCircleCheck size={30} />} iconColor="green">
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
            {AUTH_MESSAGES.passwordReset}
          </Alert>
          <Text size="sm" c="dimmed" ta="center">
            Taking you to the login page in {TIMINGS.redirectAfterResetMs / 1000} seconds…
          </Text>
          <Button component={Link} to={paths.login} fullWidth>
            Go to Login now
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const disabled = !token || reset.isPending;
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Pick a password you don't use anywhere else."
      icon={<IconLock size={30} />}
    >
      <form noValidate onSubmit={handleSubmit}>
        <Stack gap="md">
          {!token && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {MISSING_TOKEN}
            </Alert>
          )}
          <Stack gap={6}>
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              withAsterisk
              disabled={disabled}
              visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
              {...form.getInputProps('password')}
            />
            <PasswordStrengthMeter password={form.values.password} />
          </Stack>
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            withAsterisk
            disabled={disabled}
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password confirmation' }}
            {...form.getInputProps('confirmPassword')}
          />
          {reset.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {resetPasswordErrorMessage(reset.error)}
            </Alert>
          )}
          <Button type="submit" size="md" loading={reset.isPending} disabled={!token} fullWidth>
            Reset password
          </Button>
          {(!token || reset.isError) && (
            <Text size="sm" ta="center">
              Link not working?{' '}
              <Anchor component="button" type="button" onClick={forgot.open}>
                Request a new reset link
              </Anchor>
            </Text>
          )}
          <Text size="sm" ta="center">
            <Anchor component={Link} to={paths.login}>
              Back to Login
            </Anchor>
          </Text>
        </Stack>
      </form>
      <ForgotPasswordDialog opened={forgotOpened} onClose={forgot.close} />
    </AuthLayout>
  );
}
