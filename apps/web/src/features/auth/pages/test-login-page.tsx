import { Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '#src/lib/paths';
import { usePageTitle } from '#src/lib/use-page-title';
import { useTestLoginEnabled } from '../api/test-login-status';
import { AuthLayout } from '../components/auth-layout';
import { TestLoginForm } from '../components/test-login-form';

/** Hidden unless the server offers it: same look as any unknown path. */
function TestLoginNotFound() {
  usePageTitle('Page Not Found');
  return (
    <Container size={560} py={64}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Button component={Link} to={paths.home}>
          Back to the marketplace
        </Button>
      </Stack>
    </Container>
  );
}

/** Throwaway login test page with the demo accounts, only with demo data (docs/product.md, Pages and navigation). */
export function TestLoginPage() {
  const { data: enabled, isPending } = useTestLoginEnabled();
  if (isPending) {
    return (
      <Center mih="50vh" role="status" aria-label="Loading">
        <Loader />
      </Center>
    );
  }
  if (!enabled) return <TestLoginNotFound />;
  return <TestLoginView />;
}

function TestLoginView() {
  usePageTitle('Test login');
  return (
    <AuthLayout
      title="Test login"
      subtitle="Sign in as one of the demo accounts. This page exists only with demo data."
    >
      <TestLoginForm />
    </AuthLayout>
  );
}
