import { TIMINGS } from '@app/shared';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { requestVerificationErrorMessage, useRequestVerification } from '../api/request-verification';
import { useCountdown } from '../hooks/use-countdown';
import { emailError, normalizeEmail } from '../utils/validation';

export interface ResendVerificationFormProps {
  initialEmail?: string;
  /** Start in the "sent" state (the email just went out), with the resend countdown running. */
  sentTo?: string | null;
  onSent?: (email: string) => void;
  autoFocus?: boolean;
}

/** Asks for a new verification link; after sending, waits 60 s before allowing another. */
export function ResendVerificationForm({
  initialEmail = '',
  sentTo: initialSentTo = null,
  onSent,
  autoFocus,
}: ResendVerificationFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(initialSentTo);
  const { secondsLeft, start } = useCountdown(initialSentTo ? TIMINGS.resendCountdownSeconds : 0);
  const mutation = useRequestVerification();
  const form = useForm({
    initialValues: { email: initialSentTo ?? initialEmail },
    validate: { email: emailError },
  });

  const send = (email: string) => {
    mutation.mutate(email, {
      onSuccess: () => {
        setSentTo(email);
        start(TIMINGS.resendCountdownSeconds);
        onSent?.(email);
      },
    });
  };

  const error = mutation.isError && (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
      {requestVerificationErrorMessage(mutation.error)}
    </Alert>
  );

  if (sentTo) {
    return (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} title="Verification email sent">
          If <strong>{sentTo}</strong> is waiting to be verified, a new link is on its way. Check your inbox and spam
          folder.
        </Alert>
        {error}
        <Group justify="space-between" gap="sm">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setSentTo(null);
              mutation.reset();
            }}
          >
            Use a different email
          </Anchor>
          <Button variant="light" onClick={() => send(sentTo)} disabled={secondsLeft > 0} loading={mutation.isPending}>
            {secondsLeft > 0 ? `Resend in ${secondsLeft}s` : 'Resend email'}
          </Button>
        </Group>
        {secondsLeft > 0 && (
          <Text size="xs" c="dimmed">
            You can ask for another email once the countdown ends.
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit(({ email }) => send(normalizeEmail(email)))}>
      <Stack gap="md">
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          placeholder="you@organization.org"
          withAsterisk
          data-autofocus={autoFocus || undefined}
          {...form.getInputProps('email')}
        />
        {error}
        <Button type="submit" loading={mutation.isPending} fullWidth>
          Send verification email
        </Button>
      </Stack>
    </form>
  );
}
