import { Button, Container, Paper } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '#src/components/page-loader';
import { paths } from '#src/lib/paths';
import { TokenPurchaseResult } from '../components/token-purchase-result';
import { useCurrentUser } from '#src/lib/session/use-current-user';
import { useTokenStore } from '#src/lib/token-store';
import { usePageTitle } from '#src/lib/use-page-title';

/** /payment-success (nonprofits only): where the checkout returns after buying tokens. */
export function TokenPurchaseReturnPage() {
  usePageTitle('Token purchase');
  const [searchParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const tokenStore = useTokenStore();
  if (!user) return <PageLoader />;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <TokenPurchaseResult
          sessionId={searchParams.get('session_id')}
          nonprofitId={user.id}
          actions={
            <>
              <Button component={Link} to={paths.nonprofitDashboard}>
                Go to your dashboard
              </Button>
              <Button variant="default" onClick={tokenStore.open} aria-haspopup="dialog">
                Open the Token Store
              </Button>
            </>
          }
        />
      </Paper>
    </Container>
  );
}
