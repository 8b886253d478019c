import { DELIVERY_MESSAGES, isDeliveryConfirmationStatus } from '@app/shared';
import { Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { confirmDeliveryOnce, confirmFailureMessage, type ConfirmDeliveryResponse } from '../api/confirm-delivery';
import { ConfirmFailure, ConfirmSuccess } from '../components/confirm-outcome';

type State =
  { phase: 'loading' } | { phase: 'done'; result: ConfirmDeliveryResponse } | { phase: 'failed'; message: string };

/**
 * /confirm-delivery/{requestId}?status=&token= (seed 000 s2/s7), open to all: the link in the
 * delivery email. It records the answer once on load, then shows the outcome.
 */
export function ConfirmDeliveryPage() {
  usePageTitle('Delivery confirmation');
  const { requestId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const status = searchParams.get('status');
  const token = searchParams.get('token');
  const [answer, setAnswer] = useState<State>({ phase: 'loading' });
  // A link whose status was cut or edited is refused here, without asking the server (seed 000 s9).
  const state: State = isDeliveryConfirmationStatus(status)
    ? answer
    : { phase: 'failed', message: DELIVERY_MESSAGES.confirmInvalidStatus };

  useEffect(() => {
    if (!isDeliveryConfirmationStatus(status)) return;
    let active = true;
    confirmDeliveryOnce(requestId, status, token).then(
      (result) => active && setAnswer({ phase: 'done', result }),
      (error: unknown) => active && setAnswer({ phase: 'failed', message: confirmFailureMessage(error) }),
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
        {state.phase === 'failed' && <ConfirmFailure message={state.message} />}
      </Paper>
    </Container>
  );
}
