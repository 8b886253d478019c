import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleX, IconCoins } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { paths, tokenStorePath } from '#src/lib/paths';
import { usePageTitle } from '#src/lib/use-page-title';

/**
 * /payment/cancel: the hosted checkout's Cancel comes here. `?kind=tokens` marks a
 * token purchase, which goes back to the dashboard's token store instead of /payment.
 */
export function PaymentCancelPage() {
  usePageTitle('Payment cancelled');
  const [searchParams] = useSearchParams();
  const tokens = searchParams.get('kind') === 'tokens';

  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="gray" aria-hidden>
            <IconCircleX size={34} />
          </ThemeIcon>
          <Title order={1} size="h2">
            Payment cancelled
          </Title>
          <Text maw={460} role="status">
            {tokens
              ? 'Your token purchase was cancelled and your card was not charged. Your balance is unchanged.'
              : 'Your payment was cancelled and your card was not charged. Your approved requests are still waiting for payment.'}
          </Text>
          <Group justify="center" gap="sm" mt="xs">
            {tokens ? (
              <Button component={Link} to={tokenStorePath} leftSection={<IconCoins size={18} aria-hidden />}>
                Back to the Token Store
              </Button>
            ) : (
              <Button component={Link} to={paths.payment} leftSection={<IconArrowLeft size={18} aria-hidden />}>
                Back to payment
              </Button>
            )}
            <Button component={Link} to={tokens ? paths.nonprofitDashboard : paths.marketplace} variant="default">
              {tokens ? 'Go to your dashboard' : 'Browse the Marketplace'}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
