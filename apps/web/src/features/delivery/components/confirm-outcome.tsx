import { DELIVERY_MESSAGES } from '@app/shared';
import { Alert, Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHome, IconInfoCircle, IconLayoutDashboard, IconMailQuestion } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import { SUPPORT_EMAIL } from '#src/lib/support';
import type { ConfirmDeliveryResponse } from '../api/confirm-delivery';
import { confirmedReceived } from '#src/lib/request-state-labels';

export interface ConfirmSuccessProps {
  result: ConfirmDeliveryResponse;
}

/** Received is a success, not received an information; both lead to the dashboard or home. */
export function ConfirmSuccess({ result }: ConfirmSuccessProps) {
  const received = confirmedReceived(result.status);
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={64} radius="xl" variant="light" color={received ? 'green' : 'blue'} aria-hidden>
        {received ? <IconCircleCheck size={36} /> : <IconInfoCircle size={36} />}
      </ThemeIcon>
      <Title order={1} size="h2">
        {received ? 'Delivery confirmed' : 'Thanks for letting us know'}
      </Title>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {result.item_title}
      </Text>
      <Alert
        color={received ? 'green' : 'blue'}
        icon={received ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />}
        ta="left"
        w="100%"
        role="status"
      >
        {received ? DELIVERY_MESSAGES.confirmedReceived : DELIVERY_MESSAGES.confirmedNotReceived}
      </Alert>
      {received && (
        <Text size="sm" c="gray.8">
          The donor needs your signed acknowledgement for its tax records: a person authorised to sign for your
          organization signs it in the Requests tab of your dashboard.
        </Text>
      )}
      <Group justify="center" gap="sm">
        <Button
          component={Link}
          to={received ? `${paths.nonprofitDashboard}?tab=requests` : paths.nonprofitDashboard}
          leftSection={<IconLayoutDashboard size={18} aria-hidden />}
        >
          Go to Nonprofit Dashboard
        </Button>
        <Button component={Link} to={paths.home} variant="default" leftSection={<IconHome size={18} aria-hidden />}>
          Return Home
        </Button>
      </Group>
    </Stack>
  );
}

export interface ConfirmFailureProps {
  message: string;
  title?: string;
  /** The way forward that still works (e.g. signing in to confirm), above the support line. */
  action?: ReactNode;
}

/** A failure offers home and a way to reach support. */
export function ConfirmFailure({ message, title = 'We could not confirm this delivery', action }: ConfirmFailureProps) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={64} radius="xl" variant="light" color="red" aria-hidden>
        <IconMailQuestion size={36} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="red" ta="left" w="100%" role="alert">
        {message}
      </Alert>
      {action}
      <Text size="sm" maw={460}>
        If the problem continues, email <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> or use the{' '}
        <Anchor component={Link} to={paths.contact}>
          contact form
        </Anchor>{' '}
        with the link from your email, and we will sort it out.
      </Text>
      <Button component={Link} to={paths.home} leftSection={<IconHome size={18} aria-hidden />}>
        Return Home
      </Button>
    </Stack>
  );
}
