import { TIMINGS, VERIFICATION_PROMISE, type Role } from '@app/shared';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconMail, IconMailCheck, IconMailX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#src/lib/paths';
import { usePageTitle } from '#src/lib/use-page-title';
import { useVerifyEmail, verifyEmailErrorMessage } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { ResendVerificationDialog } from '../components/resend-verification-dialog';
import { ResendVerificationForm } from '../components/resend-verification-form';
import { useRedirectAfter } from '../hooks/use-redirect-after';

type VerifyState =
  | { phase: 'pending' }
  | { phase: 'verifying' }
  | { phase: 'success'; message: string; role: Role | null; email: string | null }
  | { phase: 'error'; message: string }
  | { phase: 'sent'; email: string };

const TITLES: Record<VerifyState['phase'], string> = {
  pending: 'Check your email',
  verifying: 'Verifying your email',
  success: 'Email verified',
  error: 'Verification failed',
  sent: 'Verification email sent',
};

/** /verify-email?token= — pending, verifying, success, error, sent. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [state, setState] = useState<VerifyState>(token ? { phase: 'verifying' } : { phase: 'pending' });
  const [resendOpened, resend] = useDisclosure(false);
  const { mutateAsync: verify } = useVerifyEmail();
  const verifiedToken = useRef<string | null>(null);
  usePageTitle(TITLES[state.phase]);

  useEffect(() => {
    // The token is single use: StrictMode's second effect run must not spend it again.
    if (!token || verifiedToken.current === token) return;
    verifiedToken.current = token;
    setState({ phase: 'verifying' });
    verify(token).then(
      ({ user, message }) =>
        setState({
          phase: 'success',
          message: message || 'Email verified successfully',
          role: user?.role ?? null,
          email: user?.email ?? null,
        }),
      (error: unknown) => setState({ phase: 'error', message: verifyEmailErrorMessage(error) }),
    );
  }, [token, verify]);

  const succeeded = state.phase === 'success';
  useRedirectAfter(
    succeeded,
    paths.login,
    TIMINGS.redirectAfterVerifyMs,
    succeeded && state.email ? { email: state.email, verified: true } : undefined,
  );

  const onSent = (email: string) => {
    resend.close();
    setState({ phase: 'sent', email });
  };

  let icon = <IconMail size={30} />;
  let iconColor: string | undefined;
  let body;
  switch (state.phase) {
    case 'verifying':
      body = (
        <Center py="lg" role="status">
          <Stack align="center" gap="sm">
            <Loader />
            <Text c="dimmed">Verifying your email address…</Text>
          </Stack>
        </Center>
      );
      break;
    case 'success':
      icon = <IconCircleCheck size={30} />;
      iconColor = 'green';
      body = (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={state.message}>
            {state.role === 'nonprofit'
              ? `You can log in now. Our team reviews new nonprofits within ${VERIFICATION_PROMISE}; you can request items once approved.`
              : 'You can log in now.'}
          </Alert>
          <Text size="sm" c="dimmed" ta="center">
            Taking you to the login page in {TIMINGS.redirectAfterVerifyMs / 1000} seconds…
          </Text>
          <Button
            component={Link}
            to={paths.login}
            state={state.email ? { email: state.email, verified: true } : undefined}
            fullWidth
          >
            Go to Login now
          </Button>
        </Stack>
      );
      break;
    case 'error':
      icon = <IconMailX size={30} />;
      iconColor = 'red';
      body = (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {state.message}
          </Alert>
          <Text size="sm" c="dimmed">
            Verification links work once and expire after a while. Ask for a new one below.
          </Text>
          <Group grow gap="sm">
            <Button onClick={resend.open}>Try Again</Button>
            <Button component={Link} to={paths.login} variant="default">
              Go to Login
            </Button>
          </Group>
        </Stack>
      );
      break;
    case 'sent':
      icon = <IconMailCheck size={30} />;
      body = <ResendVerificationForm sentTo={state.email} />;
      break;
    default:
      body = (
        <Stack gap="md">
          <Text>
            We sent a verification link to the email address you signed up with. Open it to verify your account, then
            log in.
          </Text>
          <Text size="sm" c="dimmed">
            Didn&apos;t get it? Check your spam folder, or enter your email below for a new link.
          </Text>
          <ResendVerificationForm onSent={onSent} />
        </Stack>
      );
  }

  return (
    <AuthLayout title={TITLES[state.phase]} icon={icon} iconColor={iconColor}>
      {body}
      <ResendVerificationDialog opened={resendOpened} onClose={resend.close} onSent={onSent} />
    </AuthLayout>
  );
}
