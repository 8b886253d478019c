import { DELIVERY_MESSAGES, isDeliveryConfirmationStatus, type DeliveryConfirmationStatus } from '@app/shared';
import { Button, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '#src/lib/paths';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { usePageTitle } from '#src/lib/use-page-title';
import {
  confirmDeliveryOnce,
  confirmFailureOf,
  signedInConfirmPath,
  type ConfirmDeliveryResponse,
  type ConfirmFailureKind,
} from '../api/confirm-delivery';
import { ConfirmFailure, ConfirmSuccess } from '../components/confirm-outcome';

type State =
  | { phase: 'loading' }
  | { phase: 'done'; result: ConfirmDeliveryResponse }
  | { phase: 'failed'; message: string; kind: ConfirmFailureKind };

const FAILURE_TITLES: Record<ConfirmFailureKind, string> = {
  expired: 'This confirmation link has expired',
  sign_in: 'Sign in to confirm this delivery',
  other: 'We could not confirm this delivery',
};

/**
 * Expired links and signed-out visits: the nonprofit confirms the same answer while signed in
 * (a nonprofit already signed in goes straight there; anyone else signs in first).
 */
function SignedInConfirmAction({ requestId, status }: { requestId: string; status: DeliveryConfirmationStatus }) {
  const { data: user } = useCurrentUser();
  const target = signedInConfirmPath(requestId, status);
  if (user?.role === 'nonprofit') {
    return (
      <Button component={Link} to={target} replace leftSection={<IconLogin size={18} aria-hidden />}>
        Confirm as {user.organization_name ?? user.name}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to={paths.login}
      state={{ from: target }}
      leftSection={<IconLogin size={18} aria-hidden />}
    >
      Sign in to confirm
    </Button>
  );
}

/**
 * /confirm-delivery/{requestId}?status=&token=, open to all: the link in the
 * delivery email. It records the answer once on load, then shows the outcome.
 */
export function ConfirmDeliveryPage() {
  usePageTitle('Delivery confirmation');
  const { requestId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  const token = searchParams.get('token');
  // The answer belongs to one link: after "Confirm as ..." drops the token, the old failure must not linger.
  const link = `${requestId}|${status ?? ''}|${token ?? ''}`;
  const [answer, setAnswer] = useState<{ link: string; state: State } | null>(null);
  // A link whose status was cut or edited is refused here, without asking the server.
  const state: State = !isDeliveryConfirmationStatus(status)
    ? { phase: 'failed', message: DELIVERY_MESSAGES.confirmInvalidStatus, kind: 'other' }
    : answer?.link === link
      ? answer.state
      : { phase: 'loading' };

  useEffect(() => {
    if (!isDeliveryConfirmationStatus(status)) return;
    let active = true;
    const settle = (next: State) => active && setAnswer({ link: `${requestId}|${status}|${token ?? ''}`, state: next });
    confirmDeliveryOnce(requestId, status, token).then(
      (result) => settle({ phase: 'done', result }),
      (error: unknown) => settle({ phase: 'failed', ...confirmFailureOf(error) }),
    );
    return () => {
      active = false;
    };
  }, [requestId, status, token]);

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        {state.phase === 'loading' && (
          <Stack align="center" ta="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Title order={1} size="h2">
              Confirming your delivery
            </Title>
            <Text c="dimmed">This takes a moment.</Text>
          </Stack>
        )}
        {state.phase === 'done' && <ConfirmSuccess result={state.result} />}
        {state.phase === 'failed' && (
          <ConfirmFailure
            message={state.message}
            title={FAILURE_TITLES[state.kind]}
            action={
              state.kind !== 'other' &&
              isDeliveryConfirmationStatus(status) && <SignedInConfirmAction requestId={requestId} status={status} />
            }
          />
        )}
      </Paper>
    </Container>
  );
}
