import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '#src/components/page-loader';
import { nonprofitTabPath } from '#src/lib/paths';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { usePageTitle } from '#src/lib/use-page-title';
import { PaymentAccessNotice } from '../components/payment-access-notice';
import { PaymentForm } from '../components/payment-form';

/** /payment (open to all): approved requests with checkboxes, a summary and a pay button. */
export function PaymentPage() {
  usePageTitle('Payment');
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  const nonprofit = user?.role === 'nonprofit' ? user : null;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Pay for approved requests</Title>
          <Text c="dimmed">
            Choose the approved requests to pay for now: the platform fee on each item&apos;s value, plus shipping where
            the donor ships.
            {nonprofit && (
              <>
                {' '}
                Paid invoices are listed under{' '}
                <Anchor component={Link} to={nonprofitTabPath('payments')} underline="always">
                  Payments on your dashboard
                </Anchor>
                .
              </>
            )}
          </Text>
        </Stack>
        {nonprofit ? <PaymentForm nonprofitId={nonprofit.id} /> : <PaymentAccessNotice user={user ?? null} />}
      </Stack>
    </Container>
  );
}
